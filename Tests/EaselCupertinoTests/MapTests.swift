import Testing
import Foundation
@testable import Easel
@testable import EaselCupertino
@testable import EaselPreviews

/// MapKit's `Map`: no tiles (a colour and a diagnostic), its content placed by the Web Mercator
/// projection of its region. Expected points computed independently (Python, `math`): a 0.2° square
/// region at Apple Park in a 390×300 map is limited by its height, 68,334.1 points a radian.
@Suite struct MapTests {
    static let applePark = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)
    static let region = MKCoordinateRegion(center: applePark, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))

    /// A compass screen's model: the manager keeps what it is asked, finds no location, and its
    /// authorization stays undetermined, so the screen draws its waiting state.
    final class Compass: NSObject, ObservableObject, CLLocationManagerDelegate {
        let manager = CLLocationManager()
        @Published var heading: Double = 0
        override init() {
            super.init()
            manager.delegate = self
            if manager.authorizationStatus == .notDetermined { manager.requestWhenInUseAuthorization() }
            manager.startUpdatingHeading()
        }
        func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
            heading = newHeading.magneticHeading
        }
    }

    @Test func aLocationManagerFindsNothingInAPicture() {
        let compass = Compass()
        #expect(compass.manager.authorizationStatus == .notDetermined && compass.manager.location == nil)
        #expect(compass.manager.isUpdatingHeading && !CLLocationManager.locationServicesEnabled())
        // Paris to London, about 343.5 km on the mean sphere.
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_556) < 100, "\(paris.distance(from: london))")
    }

    @Test func theRegionFitsTheFrameAndCoordinatesProjectByMercator() {
        let projection = MapProjection(region: Self.region, size: CGSize(width: 390, height: 300))
        #expect(abs(projection.scale - 68_334.0985) < 0.001)
        #expect(projection.point(for: Self.applePark) == CGPoint(x: 195, y: 150))
        let northEast = projection.point(for: CLLocationCoordinate2D(latitude: 37.3849, longitude: -121.959))
        #expect(abs(northEast.x - 254.6328) < 0.001)
        #expect(abs(northEast.y - 74.9751) < 0.001)
        // Mercator stretches northward: the region's south edge lands 0.1 pt inside the frame.
        let south = projection.point(for: CLLocationCoordinate2D(latitude: 37.2349, longitude: -122.0090))
        #expect(abs(south.y - 299.9002) < 0.001)
    }

    @Test func anAnnotationsAnchorSitsOnItsCoordinate() {
        let layout = ViewLayout(of: Map(initialPosition: .region(Self.region)) {
            Annotation("Park", coordinate: CLLocationCoordinate2D(latitude: 37.3849, longitude: -121.959)) {
                Color.blue.frame(width: 20, height: 20).id("dot")
            }
            Annotation(coordinate: Self.applePark, anchor: .topLeading) {
                Color.green.frame(width: 10, height: 10).id("corner")
            }
        }
        .frame(width: 390, height: 300).id("map"), in: CGSize(width: 390, height: 844))
        #expect(layout.frame(id: "map") == CGRect(x: 0, y: 272, width: 390, height: 300))
        let dot = layout.frame(id: "dot")!
        #expect(abs(dot.midX - 254.6328) < 0.001 && abs(dot.midY - (272 + 74.9751)) < 0.001)
        #expect(dot.size == CGSize(width: 20, height: 20))
        #expect(layout.frame(id: "corner") == CGRect(x: 195, y: 422, width: 10, height: 10))
        #expect(layout.diagnostics == ["Map: Easel has no map data, so a plain colour stands in for the standard map's tiles; markers and annotations are placed where the region puts them."])
    }

    @Test func aMarkersBalloonStandsOnItsCoordinate() {
        let layout = ViewLayout(of: Map(initialPosition: .region(Self.region)) {
            Marker("Apple Park", systemImage: "apple.logo", coordinate: Self.applePark)
        }
        .frame(width: 390, height: 300), in: CGSize(width: 390, height: 844))
        let balloon = layout.nodes(named: "Circle").map(\.frame)
        #expect(balloon == [CGRect(x: 181, y: 394, width: 28, height: 28)])
    }

    @Test func anIOS14MapWithAnnotationItemsPlacesEach() {
        struct Place: Identifiable {
            let id: Int
            let coordinate: CLLocationCoordinate2D
        }
        let places = [Place(id: 1, coordinate: Self.applePark), Place(id: 2, coordinate: CLLocationCoordinate2D(latitude: 37.3849, longitude: -121.959))]
        let layout = ViewLayout(of: Map(coordinateRegion: .constant(Self.region), showsUserLocation: true, annotationItems: places) { place in
            MapAnnotation(coordinate: place.coordinate, anchorPoint: CGPoint(x: 0, y: 0)) {
                Color.red.frame(width: 4, height: 4).id(place.id)
            }
        }
        .frame(width: 390, height: 300), in: CGSize(width: 390, height: 844))
        #expect(layout.frame(id: 1) == CGRect(x: 195, y: 422, width: 4, height: 4))
        let second = layout.frame(id: 2)!
        #expect(abs(second.minX - 254.6328) < 0.001 && abs(second.minY - 346.9751) < 0.001)
        #expect(layout.diagnostics.first?.hasSuffix("showsUserLocation: a picture has no location of the person's, so it isn't drawn.") == true)
    }

    @Test func anAutomaticPositionFramesTheContent() {
        let north = CLLocationCoordinate2D(latitude: 48.0, longitude: 2.0)
        let south = CLLocationCoordinate2D(latitude: 47.0, longitude: 3.0)
        let region = MapProjection.region(for: .automatic, framing: [north, south])
        #expect(region.center.latitude == 47.5 && region.center.longitude == 2.5)
        #expect(abs(region.span.latitudeDelta - 1.4) < 1e-12 && abs(region.span.longitudeDelta - 1.4) < 1e-12)
        let camera = MapProjection.region(for: .camera(MapCamera(centerCoordinate: north, distance: 11_132)), framing: [])
        #expect(abs(camera.span.latitudeDelta - 0.1) < 1e-12)
        let fallback = MapProjection.region(for: .userLocation(fallback: .region(Self.region)), framing: [])
        #expect(fallback.span.latitudeDelta == 0.2)
    }

    @Test func aMapTakesTheRoomItIsOfferedAndTheStyleChoosesItsColour() {
        let layout = ViewLayout(of: VStack(spacing: 0) {
            Text("Apple Park").id("title")
            Map().mapStyle(.imagery).id("map")
        }, in: CGSize(width: 390, height: 844))
        let title = layout.frame(id: "title")!
        #expect(layout.frame(id: "map") == CGRect(x: 0, y: title.maxY, width: 390, height: 844 - title.height))
        #expect(layout.diagnostics.first?.contains("the imagery map's tiles") == true)
    }

    @Test func mapControlsAndUserAnnotationSayTheyArentDrawn() {
        let layout = ViewLayout(of: Map {
            UserAnnotation()
        }
        .mapControls { MapCompass() }
        .onMapCameraChange { context in _ = context.region }, in: CGSize(width: 390, height: 844))
        #expect(layout.diagnostics.contains("onMapCameraChange: a picture's map camera doesn't move, so the action isn't run."))
        #expect(layout.diagnostics.contains("mapControls: the map's controls (location button, compass, scale) aren't drawn."))
        #expect(layout.diagnostics.contains { $0.hasSuffix("UserAnnotation: a picture has no location of the person's, so it isn't drawn.") })
        // Hiding controls Easel doesn't draw changes nothing; asking for them visible is said.
        let hidden = ViewLayout(of: Map().mapControlVisibility(.hidden), in: CGSize(width: 390, height: 844))
        #expect(!hidden.diagnostics.contains { $0.hasPrefix("mapControlVisibility") })
        let visible = ViewLayout(of: Map().mapControlVisibility(.visible), in: CGSize(width: 390, height: 844))
        #expect(visible.diagnostics.contains("mapControlVisibility(.visible): the map's controls (location button, compass, scale) aren't drawn."))
    }

    final class Places: ObservableObject {
        let names = ["Park", "Cafe"]
    }

    struct PlaceAnnotations: MapContent {
        @EnvironmentObject var places: Places
        var body: some MapContent {
            ForEach(places.names.indices, id: \.self) { index in
                Annotation(places.names[index], coordinate: CLLocationCoordinate2D(latitude: 37.33 + Double(index) * 0.01, longitude: -122.0)) {
                    Circle().frame(width: 10, height: 10).id(places.names[index])
                }
            }
        }
    }

    @Test func mapContentOfTheAppsOwnReadsTheMapsEnvironment() {
        // It used to trap: "No ObservableObject of type Places found".
        let layout = ViewLayout(of: Map { PlaceAnnotations() }.environmentObject(Places()), in: CGSize(width: 390, height: 400))
        #expect(layout.frame(id: "Park") != nil && layout.frame(id: "Cafe") != nil)
        #expect(layout.nodes(named: "Text").compactMap(\.detail).contains("\"Cafe\""))
    }

    @Test func mapKitAndCoreLocationImportsReadAsEasel() {
        #expect(IOSCompilation.rewritten("import MapKit").line == "import Easel")
        #expect(IOSCompilation.rewritten("import CoreLocation").line == "import Easel")
    }

    /// BucketList (100 Days of SwiftUI, project 14) turns a tap on the map into a coordinate with a
    /// `MapReader`'s proxy: from the map's own space and the window's, and back.
    @Test func aMapReadersProxyConvertsPointsAndCoordinates() {
        final class ProxyBox { var proxy: MapProxy? }
        let box = ProxyBox()
        let view = MapReader { proxy in
            let _ = { box.proxy = proxy }()
            Map(initialPosition: .region(Self.region))
        }
        .frame(width: 390, height: 300)
        #expect(box.proxy == nil)
        _ = ViewLayout(of: view, in: CGSize(width: 390, height: 844))
        let proxy = box.proxy!
        let centre = proxy.convert(CGPoint(x: 195, y: 150), from: .local)!
        #expect(abs(centre.latitude - 37.3349) < 1e-9 && abs(centre.longitude + 122.0090) < 1e-9)
        let northEast = proxy.convert(CGPoint(x: 254.6327505, y: 272 + 74.9751006), from: .global)!
        #expect(abs(northEast.latitude - 37.3849) < 1e-6 && abs(northEast.longitude + 121.959) < 1e-6)
        let point = proxy.convert(CLLocationCoordinate2D(latitude: 37.3849, longitude: -121.959), to: .global)!
        #expect(abs(point.x - 254.6328) < 0.001 && abs(point.y - 346.9751) < 0.001)
        #expect(proxy.convert(CGPoint.zero, from: .named("somewhere")) == nil)
        #expect(proxy.region?.span.latitudeDelta == 0.2)
    }

    /// BucketList unlocks its places with Face ID; a picture's machine has none, so the app shows
    /// what an iPhone without biometrics shows.
    @Test func localAuthenticationIsUnavailable() async {
        let context = LAContext()
        var error: NSError?
        #expect(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) == false)
        #expect(error?.domain == "com.apple.LocalAuthentication" && error?.code == -6)
        #expect(context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) == false)
        #expect(error?.code == -5)
        #expect(context.biometryType == .none)
        let replied = LockedReply()
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { success, error in
            replied.set(success, error)
        }
        #expect(replied.value?.success == false)
        var caught = false
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
        } catch LAError.passcodeNotSet {
            caught = true
        } catch {}
        #expect(caught)
        #expect(IOSCompilation.rewritten("import LocalAuthentication").line == "import Easel")
    }

    @Test func foundationsDirectoryURLsAreTheUsersFolders() {
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        #expect(URL.documentsDirectory.path.hasPrefix(URL.homeDirectory.path))
        #expect(URL.cachesDirectory.path.hasPrefix(URL.homeDirectory.path))
    }
}

/// A reply recorded from a `@Sendable` closure.
private final class LockedReply: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (success: Bool, error: (any Error)?)?
    func set(_ success: Bool, _ error: (any Error)?) { lock.withLock { stored = (success, error) } }
    var value: (success: Bool, error: (any Error)?)? { lock.withLock { stored } }
}
