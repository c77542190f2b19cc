import Foundation

// CoreLocation's and MapKit's coordinate types, which Linux lacks: `import CoreLocation` and
// `import MapKit` read as `import Easel`. Like Apple's, the coordinate is a plain structure with no
// `Equatable` conformance (files that add one themselves keep compiling).

/// A latitude or longitude, in degrees (Apple, CoreLocation's `CLLocationDegrees`).
public typealias CLLocationDegrees = Double
/// A distance, in metres (Apple, `CLLocationDistance`).
public typealias CLLocationDistance = Double

/// A latitude and longitude on the WGS 84 reference frame (Apple, `CLLocationCoordinate2D`).
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() {
        self.init(latitude: 0, longitude: 0)
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether `coordinate` lies on the globe (Apple, `CLLocationCoordinate2DIsValid`): latitude within
/// ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// The extent of a map region, in degrees (Apple, MapKit's `MKCoordinateSpan`).
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() {
        self.init(latitudeDelta: 0, longitudeDelta: 0)
    }

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular region of the map, centred on a coordinate (Apple, `MKCoordinateRegion`).
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() {
        self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan())
    }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`. The metres
    /// become degrees on a sphere [I]: 111,320 m to a degree of latitude, and that times the
    /// cosine of the latitude to a degree of longitude (MapKit works on the WGS 84 ellipsoid, which
    /// differs by under 1 %).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let longitudeScale = max(cos(center.latitude * .pi / 180), 1e-6)
        self.init(center: center, span: MKCoordinateSpan(
            latitudeDelta: latitudinalMeters / metresPerDegree,
            longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)
        ))
    }
}
