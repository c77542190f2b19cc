import EaselCore
import Foundation

/// How a map draws its tiles (Apple, MapKit's `MapStyle`, iOS 17). Easel draws no tiles: the style
/// chooses the colour that stands in for them, and the map's diagnostic names it.
public struct MapStyle: Sendable {
    enum Kind: Sendable { case standard, imagery, hybrid }
    let kind: Kind

    public static let standard = MapStyle(kind: .standard)
    public static let imagery = MapStyle(kind: .imagery)
    public static let hybrid = MapStyle(kind: .hybrid)

    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        .standard
    }

    public static func imagery(elevation: Elevation = .automatic) -> MapStyle {
        .imagery
    }

    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        .hybrid
    }

    /// Whether the map shows terrain in relief.
    public enum Elevation: Sendable { case automatic, flat, realistic }
    /// How strongly a standard map draws its features.
    public enum StandardEmphasis: Sendable { case automatic, muted }
}

/// Which points of interest a map labels (Apple, `PointOfInterestCategories`).
public struct PointOfInterestCategories: Sendable {
    public static let all = PointOfInterestCategories()
    public static let excludingAll = PointOfInterestCategories()
}

private struct MapStyleKey: EnvironmentKey {
    static let defaultValue = MapStyle.standard
}

extension EnvironmentValues {
    var mapStyle: MapStyle {
        get { self[MapStyleKey.self] }
        set { self[MapStyleKey.self] = newValue }
    }
}

/// When a map tells `onMapCameraChange` that its camera moved (Apple, `MapCameraUpdateFrequency`).
public enum MapCameraUpdateFrequency: Sendable { case continuous, onEnd }

/// What `onMapCameraChange` is told (Apple, `MapCameraUpdateContext`).
public struct MapCameraUpdateContext: Sendable {
    public let camera: MapCamera
    public let region: MKCoordinateRegion
}

nonisolated extension View {
    /// Draws the maps inside in `style` (Apple, `mapStyle(_:)`).
    public func mapStyle(_ style: MapStyle) -> some View {
        environment(\.mapStyle, style)
    }

    /// The controls maps inside show over their tiles (Apple, `mapControls(_:)`): not drawn, and a
    /// diagnostic says so.
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        modifier(_DiagnosticModifier(message: "mapControls: the map's controls (location button, compass, scale) aren't drawn."))
    }

    /// Shows or hides the controls of the maps inside (Apple, `mapControlVisibility(_:)`). Easel
    /// draws no map controls, so hiding them changes nothing; asking for them visible leaves a
    /// diagnostic.
    public func mapControlVisibility(_ visibility: Visibility) -> some View {
        modifier(_DiagnosticModifier(message: visibility == .visible ? "mapControlVisibility(.visible): the map's controls (location button, compass, scale) aren't drawn." : nil))
    }

    /// Runs `action` when a map's camera moves (Apple, `onMapCameraChange`). A picture's camera
    /// stays where the map put it, so the action isn't run, and a diagnostic says so (MapKit may
    /// report the camera as the map appears).
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View {
        modifier(_DiagnosticModifier(message: Self.cameraChangeNotRun))
    }

    /// Runs `action` with the camera when a map's camera moves: not run in a picture, as above.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View {
        modifier(_DiagnosticModifier(message: Self.cameraChangeNotRun))
    }

    private static var cameraChangeNotRun: String {
        "onMapCameraChange: a picture's map camera doesn't move, so the action isn't run."
    }
}

/// The button that centres a map on the person's location (Apple, `MapUserLocationButton`).
nonisolated public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { UndrawnMapControl(name: "\(Self.self)") }
}

/// A map's compass (Apple, `MapCompass`).
nonisolated public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { UndrawnMapControl(name: "\(Self.self)") }
}

/// A map's scale (Apple, `MapScaleView`).
nonisolated public struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { UndrawnMapControl(name: "\(Self.self)") }
}

/// The toggle between a flat and a pitched map (Apple, `MapPitchToggle`).
nonisolated public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { UndrawnMapControl(name: "\(Self.self)") }
}

/// A map control outside `mapControls`: nothing is drawn, and a diagnostic says so.
nonisolated struct UndrawnMapControl: View {
    let name: String
    var body: some View {
        EmptyView().modifier(_DiagnosticModifier(message: "\(name): map controls aren't drawn."))
    }
}
