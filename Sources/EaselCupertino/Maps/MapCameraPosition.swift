import Foundation

/// Where a map's camera is and how it looks at the map (Apple, MapKit's `MapCamera`).
public struct MapCamera: Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    /// The camera's distance from the centre coordinate, in metres.
    public var distance: CLLocationDistance
    public var heading: CLLocationDirection
    public var pitch: Double

    public init(centerCoordinate: CLLocationCoordinate2D, distance: CLLocationDistance, heading: CLLocationDirection = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    /// The region the camera shows. A camera looking straight down from `distance` metres is
    /// taken to see a region that many metres tall [I]: MapKit's exact field of view isn't
    /// documented.
    var region: MKCoordinateRegion {
        MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: distance, longitudinalMeters: distance)
    }
}

/// A direction, in degrees clockwise from north (Apple, `CLLocationDirection`).
public typealias CLLocationDirection = Double

/// How a map chooses what it shows (Apple, MapKit's `MapCameraPosition`, iOS 17).
public struct MapCameraPosition: Sendable {
    enum Kind: Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case camera(MapCamera)
        case userLocation(fallback: MapCameraPosition.Fallback)
    }

    /// A position to fall back on (boxed: a position can't hold another directly).
    final class Fallback: Sendable {
        let position: MapCameraPosition
        init(_ position: MapCameraPosition) { self.position = position }
    }

    let kind: Kind

    /// Frames the map's content (its markers and annotations).
    public static let automatic = MapCameraPosition(kind: .automatic)

    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
        MapCameraPosition(kind: .region(region))
    }

    public static func camera(_ camera: MapCamera) -> MapCameraPosition {
        MapCameraPosition(kind: .camera(camera))
    }

    /// Follows the person's location; a picture has none, so the map shows `fallback`.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(fallback: Fallback(fallback)))
    }

    /// The region the position names, if it names one.
    public var region: MKCoordinateRegion? {
        if case .region(let region) = kind { return region }
        return nil
    }

    /// The camera the position names, if it names one.
    public var camera: MapCamera? {
        if case .camera(let camera) = kind { return camera }
        return nil
    }

    /// Whether the person moved the camera there: never, in a picture.
    public var positionedByUser: Bool { false }

    /// Whether the position follows the person's location.
    public var followsUserLocation: Bool {
        if case .userLocation = kind { return true }
        return false
    }
}

/// Limits on where a map's camera may go (Apple, `MapCameraBounds`): kept, as a picture's camera
/// doesn't move.
public struct MapCameraBounds: Sendable {
    public var minimumDistance: CLLocationDistance?
    public var maximumDistance: CLLocationDistance?

    public init(minimumDistance: CLLocationDistance? = nil, maximumDistance: CLLocationDistance? = nil) {
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }

    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: CLLocationDistance? = nil, maximumDistance: CLLocationDistance? = nil) {
        self.init(minimumDistance: minimumDistance, maximumDistance: maximumDistance)
    }
}

/// The gestures a map responds to (Apple, `MapInteractionModes`).
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    public static let rotate = MapInteractionModes(rawValue: 1 << 2)
    public static let pitch = MapInteractionModes(rawValue: 1 << 3)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether a map follows the person's location (Apple, `MapUserTrackingMode`, iOS 14).
public enum MapUserTrackingMode: Sendable {
    case none
    case follow
}
