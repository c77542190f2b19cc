import EaselCore
import Foundation

/// Gives its content a proxy that converts between the points of the map inside and coordinates
/// (Apple, MapKit's `MapReader`, iOS 17).
nonisolated public struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content
    /// Where the map inside was last placed, kept for as long as the reader (a host's taps read
    /// it after layout).
    @State private var geometry = MapGeometry()

    public init(@ViewBuilder _ content: @escaping (MapProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(MapProxy(geometry: geometry))
            .environment(\.mapGeometry, geometry)
    }
}

/// Converts between a map's points and coordinates (Apple, `MapProxy`), from where the map was
/// last placed: before the map is laid out there is nothing to convert, and the answers are nil.
public struct MapProxy {
    let geometry: MapGeometry

    /// The coordinate under `point`, given in the map's own space (`.local`) or the window's
    /// (`.global`). A named space's frame isn't known here, so its answer is nil.
    public func convert(_ point: CGPoint, from space: CoordinateSpace) -> CLLocationCoordinate2D? {
        guard let frame = geometry.frame, let region = geometry.region else { return nil }
        let local: CGPoint
        switch space {
        case .local: local = point
        case .global: local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        case .named: return nil
        }
        return MapProjection(region: region, size: frame.size).coordinate(at: local)
    }

    /// The point where `coordinate` is drawn, in the map's own space (`.local`) or the window's
    /// (`.global`); nil for a named space.
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: CoordinateSpace) -> CGPoint? {
        guard let frame = geometry.frame, let region = geometry.region else { return nil }
        let point = MapProjection(region: region, size: frame.size).point(for: coordinate)
        switch space {
        case .local: return point
        case .global: return CGPoint(x: point.x + frame.minX, y: point.y + frame.minY)
        case .named: return nil
        }
    }

    /// The region the map shows.
    public var region: MKCoordinateRegion? { geometry.region }
}

/// Where a map inside a `MapReader` was placed and what region it showed: written as the map is
/// placed (`MapLayout`), read by its reader's proxy.
final class MapGeometry: @unchecked Sendable {
    var frame: CGRect?
    var region: MKCoordinateRegion?
}

private struct MapGeometryKey: EnvironmentKey {
    static let defaultValue: MapGeometry? = nil
}

extension EnvironmentValues {
    var mapGeometry: MapGeometry? {
        get { self[MapGeometryKey.self] }
        set { self[MapGeometryKey.self] = newValue }
    }
}
