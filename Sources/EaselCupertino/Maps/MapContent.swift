import EaselCore
import Foundation

/// What a map shows over its tiles: markers, annotations, the person's location (Apple, MapKit's
/// `MapContent`, iOS 17). Content of your own composes others in its `body`.
public protocol MapContent {
    associatedtype Body: MapContent
    @MapContentBuilder var body: Body { get }
}

extension Never: MapContent {}

/// One thing a map places at a coordinate: a view, and the point of the view that sits there.
struct MapItem {
    var coordinate: CLLocationCoordinate2D
    /// The point of `view` (in unit coordinates) put on the coordinate.
    var anchor: UnitPoint
    var view: AnyView
}

/// Map content that Easel turns into items itself.
protocol PrimitiveMapContent {
    func appendItems(to items: inout [MapItem], notes: inout [String])
}

extension PrimitiveMapContent {
    public var body: Never { fatalError("\(Self.self) is primitive map content") }
}

extension MapContent {
    /// The items the content places, through its body down to primitive content (the dynamic
    /// properties of content of the app's own connected first), and notes on what a picture can't
    /// show.
    func appendMapItems(to items: inout [MapItem], notes: inout [String]) {
        if let primitive = self as? any PrimitiveMapContent {
            primitive.appendItems(to: &items, notes: &notes)
        } else {
            ContentDynamicProperties.connect(self)
            body.appendMapItems(to: &items, notes: &notes)
        }
    }
}

/// Builds map content from the statements of a closure (Apple, `MapContentBuilder`).
@resultBuilder
public enum MapContentBuilder {
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
    public static func buildBlock<each Content: MapContent>(_ content: repeat each Content) -> TupleMapContent<repeat each Content> {
        TupleMapContent(repeat each content)
    }
    public static func buildOptional<Content: MapContent>(_ content: Content?) -> OptionalMapContent<Content> {
        OptionalMapContent(content: content)
    }
    public static func buildEither<First: MapContent, Second: MapContent>(first: First) -> EitherMapContent<First, Second> {
        EitherMapContent(first: first, second: nil)
    }
    public static func buildEither<First: MapContent, Second: MapContent>(second: Second) -> EitherMapContent<First, Second> {
        EitherMapContent(first: nil, second: second)
    }
    public static func buildLimitedAvailability<Content: MapContent>(_ content: Content) -> Content { content }
}

/// No map content.
public struct EmptyMapContent: MapContent, PrimitiveMapContent {
    public init() {}
    func appendItems(to items: inout [MapItem], notes: inout [String]) {}
}

/// Several pieces of map content, in order.
public struct TupleMapContent<each Content: MapContent>: MapContent, PrimitiveMapContent {
    let content: (repeat each Content)
    init(_ content: repeat each Content) { self.content = (repeat each content) }
    func appendItems(to items: inout [MapItem], notes: inout [String]) {
        for piece in repeat each content {
            piece.appendMapItems(to: &items, notes: &notes)
        }
    }
}

/// Content an `if` without `else` may leave out.
public struct OptionalMapContent<Content: MapContent>: MapContent, PrimitiveMapContent {
    let content: Content?
    func appendItems(to items: inout [MapItem], notes: inout [String]) {
        content?.appendMapItems(to: &items, notes: &notes)
    }
}

/// One of two branches' content.
public struct EitherMapContent<First: MapContent, Second: MapContent>: MapContent, PrimitiveMapContent {
    let first: First?
    let second: Second?
    func appendItems(to items: inout [MapItem], notes: inout [String]) {
        first?.appendMapItems(to: &items, notes: &notes)
        second?.appendMapItems(to: &items, notes: &notes)
    }
}

extension ForEach: MapContent, PrimitiveMapContent where Content: MapContent {
    public typealias Body = Never

    /// Map content for each element of a collection of identifiable data.
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, identifier: { $0.id }, content: content)
    }

    /// Map content for each element, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identifier: { $0[keyPath: id] }, content: content)
    }

    func appendItems(to items: inout [MapItem], notes: inout [String]) {
        for element in data {
            content(element).appendMapItems(to: &items, notes: &notes)
        }
    }
}

/// A balloon marking a coordinate, with a title beneath it (Apple, MapKit's `Marker`, iOS 17).
public struct Marker: MapContent, PrimitiveMapContent {
    let title: Text?
    let symbol: MarkerSymbol
    let coordinate: CLLocationCoordinate2D
    var tint: Color?

    enum MarkerSymbol {
        case systemImage(String)
        case image(String)
        case monogram(Text)
        case standard
    }

    public init(_ title: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), symbol: .standard, coordinate: coordinate)
    }

    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), symbol: .standard, coordinate: coordinate)
    }

    public init(_ title: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), symbol: .systemImage(systemImage), coordinate: coordinate)
    }

    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), symbol: .systemImage(systemImage), coordinate: coordinate)
    }

    public init(_ title: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), symbol: .image(image), coordinate: coordinate)
    }

    public init(_ title: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), symbol: .monogram(monogram), coordinate: coordinate)
    }

    /// A marker with no title.
    public init(coordinate: CLLocationCoordinate2D) {
        self.init(title: nil, symbol: .standard, coordinate: coordinate)
    }

    init(title: Text?, symbol: MarkerSymbol, coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.symbol = symbol
        self.coordinate = coordinate
    }

    /// The marker's balloon colour (Apple, `Marker.tint(_:)`): red unless given.
    public func tint(_ tint: Color?) -> Marker {
        var marker = self
        marker.tint = tint
        return marker
    }

    func appendItems(to items: inout [MapItem], notes: inout [String]) {
        items.append(MapItem(coordinate: coordinate, anchor: .bottom, view: AnyView(MarkerBalloon(title: title, symbol: symbol, tint: tint ?? .red))))
    }
}

/// A view of your own marking a coordinate, with an optional title (Apple, MapKit's `Annotation`).
public struct Annotation<Content: View>: MapContent, PrimitiveMapContent {
    let title: Text?
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: Content

    public init(_ title: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), coordinate: coordinate, anchor: anchor, content: content())
    }

    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), coordinate: coordinate, anchor: anchor, content: content())
    }

    /// An annotation with no title.
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.init(title: nil, coordinate: coordinate, anchor: anchor, content: content())
    }

    init(title: Text?, coordinate: CLLocationCoordinate2D, anchor: UnitPoint, content: Content) {
        self.title = title
        self.coordinate = coordinate
        self.anchor = anchor
        self.content = content
    }

    func appendItems(to items: inout [MapItem], notes: inout [String]) {
        items.append(MapItem(coordinate: coordinate, anchor: anchor, view: AnyView(AnnotationView(content: content, title: title))))
    }
}

/// The person's location (Apple, `UserAnnotation`): a picture has none, so nothing is drawn.
public struct UserAnnotation: MapContent, PrimitiveMapContent {
    public init() {}
    func appendItems(to items: inout [MapItem], notes: inout [String]) {
        notes.append("UserAnnotation: a picture has no location of the person's, so it isn't drawn")
    }
}
