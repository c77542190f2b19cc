import EaselCore
import Foundation

/// Where a map item's view goes: the coordinate, and the point of the view that sits on it.
struct MapItemPlacement: LayoutValueKey {
    static let defaultValue: MapItemPlacement? = nil
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
}

/// A map's layout: the tiles fill the map; each item's view, at its ideal size, is placed with its
/// anchor on its coordinate's point (`MapProjection`).
struct MapLayout: Layout {
    let region: MKCoordinateRegion
    /// Told where the map was placed, for a `MapReader`'s proxy.
    var geometry: MapGeometry?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let projection = MapProjection(region: region, size: bounds.size)
        geometry?.frame = bounds
        geometry?.region = region
        for subview in subviews {
            guard let placement = subview[MapItemPlacement.self] else {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
                continue
            }
            let point = projection.point(for: placement.coordinate)
            subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: placement.anchor, proposal: .unspecified)
        }
    }
}

/// How MapKit draws the globe on a flat map: Web Mercator, north up. A region is fitted into the
/// map's frame whole, the frame's other dimension showing more (as `MKMapView.regionThatFits(_:)`
/// widens a region to the view's aspect ratio); zoom isn't snapped to tile levels [I].
struct MapProjection {
    let region: MKCoordinateRegion
    let size: CGSize
    /// Points per radian of longitude, worked out once for every item the map places.
    let scale: Double

    init(region: MKCoordinateRegion, size: CGSize) {
        self.region = region
        self.size = size
        let width = max(Self.radians(region.span.longitudeDelta), 1e-12)
        let north = Self.mercatorY(latitude: region.center.latitude + region.span.latitudeDelta / 2)
        let south = Self.mercatorY(latitude: region.center.latitude - region.span.latitudeDelta / 2)
        let height = max(north - south, 1e-12)
        scale = min(Double(size.width) / width, Double(size.height) / height)
    }

    /// The point of the map's frame (from its top-leading corner) where `coordinate` is drawn.
    func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
        let x = Double(size.width) / 2 + Self.radians(coordinate.longitude - region.center.longitude) * scale
        let y = Double(size.height) / 2 - (Self.mercatorY(latitude: coordinate.latitude) - Self.mercatorY(latitude: region.center.latitude)) * scale
        return CGPoint(x: x, y: y)
    }

    /// The coordinate drawn at `point` of the map's frame: `point(for:)` undone.
    func coordinate(at point: CGPoint) -> CLLocationCoordinate2D {
        let longitude = region.center.longitude + (Double(point.x) - Double(size.width) / 2) / scale * 180 / .pi
        let y = Self.mercatorY(latitude: region.center.latitude) - (Double(point.y) - Double(size.height) / 2) / scale
        let latitude = (2 * atan(exp(y)) - .pi / 2) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// The Mercator projection's y for a latitude, clamped to the ±85.05° Web Mercator draws.
    static func mercatorY(latitude: Double) -> Double {
        let clamped = min(max(latitude, -85.05112878), 85.05112878)
        return log(tan(.pi / 4 + radians(clamped) / 2))
    }

    /// The region a map shows for `position`. `.automatic` frames the coordinates of the map's
    /// content, with a fifth of their extent to spare on each side and at least 0.01° (about a
    /// kilometre) across [I]; with no content it shows the world between 70° S and 70° N [I].
    static func region(for position: MapCameraPosition, framing coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
        switch position.kind {
        case .region(let region): return region
        case .camera(let camera): return camera.region
        case .userLocation(let fallback): return region(for: fallback.position, framing: coordinates)
        case .automatic:
            guard let first = coordinates.first else {
                return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 140, longitudeDelta: 360))
            }
            var south = first.latitude, north = first.latitude, west = first.longitude, east = first.longitude
            for coordinate in coordinates.dropFirst() {
                south = min(south, coordinate.latitude)
                north = max(north, coordinate.latitude)
                west = min(west, coordinate.longitude)
                east = max(east, coordinate.longitude)
            }
            return MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
                span: MKCoordinateSpan(latitudeDelta: max((north - south) * 1.4, 0.01), longitudeDelta: max((east - west) * 1.4, 0.01))
            )
        }
    }
}
