import EaselCore
import Foundation

/// An annotation of iOS 14's `Map(coordinateRegion:annotationItems:annotationContent:)` (Apple,
/// `MapAnnotationProtocol`): `MapMarker`, `MapPin` or `MapAnnotation`.
public protocol MapAnnotationProtocol {
    /// What the map places, and where.
    var _mapItem: MapAnnotationItem { get }
}

/// Where an iOS 14 annotation goes and what it shows.
public struct MapAnnotationItem {
    let item: MapItem
}

/// A balloon marking a coordinate (Apple, `MapMarker`, iOS 14), red unless tinted.
public struct MapMarker: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    public var _mapItem: MapAnnotationItem {
        MapAnnotationItem(item: MapItem(coordinate: coordinate, anchor: .bottom, view: AnyView(MarkerBalloon(title: nil, symbol: .standard, tint: tint ?? .red))))
    }
}

/// A pin marking a coordinate (Apple, `MapPin`, iOS 14), drawn as `MapMarker`'s balloon.
public struct MapPin: MapAnnotationProtocol {
    let marker: MapMarker

    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        marker = MapMarker(coordinate: coordinate, tint: tint)
    }

    public var _mapItem: MapAnnotationItem { marker._mapItem }
}

/// A view of your own at a coordinate (Apple, `MapAnnotation`, iOS 14): `anchorPoint` is the point
/// of the view that sits on the coordinate.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let anchorPoint: CGPoint
    let content: Content

    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.anchorPoint = anchorPoint
        self.content = content()
    }

    public var _mapItem: MapAnnotationItem {
        MapAnnotationItem(item: MapItem(coordinate: coordinate, anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y), view: AnyView(content)))
    }
}

/// A marker's balloon: a circle in the tint with a white symbol, and the title beneath it. Sizes
/// chosen from iOS 17 screenshots [I]: a 28 pt circle, a 13 pt semibold symbol. The balloon's
/// bottom sits on the coordinate; the title hangs below without moving it.
nonisolated struct MarkerBalloon: View {
    let title: Text?
    let symbol: Marker.MarkerSymbol
    let tint: Color

    var body: some View {
        ZStack {
            Circle().fill(tint)
            symbolView
                .font(.system(size: 13, weight: .semibold))
                .foregroundStyle(.white)
        }
        .frame(width: 28, height: 28)
        .mapItemTitle(title)
    }

    @ViewBuilder private var symbolView: some View {
        switch symbol {
        case .systemImage(let name): Image(systemName: name)
        case .image(let name): Image(name).resizable().scaledToFit().padding(6)
        case .monogram(let text): text
        case .standard: Image(systemName: "mappin")
        }
    }
}

/// An annotation's view, with its title beneath it.
nonisolated struct AnnotationView<Content: View>: View {
    let content: Content
    let title: Text?

    var body: some View {
        content.mapItemTitle(title)
    }
}

nonisolated extension View {
    /// A map item's title beneath it, 2 pt below, in the caption font, bold (chosen [I]): an
    /// overlay, so that the item's anchor stays where its view alone puts it.
    func mapItemTitle(_ title: Text?) -> some View {
        overlay(alignment: .bottom) {
            if let title {
                title.font(.caption).bold()
                    .fixedSize()
                    .alignmentGuide(.bottom) { $0[.top] - 2 }
            }
        }
    }
}
