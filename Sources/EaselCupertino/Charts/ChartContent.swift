import EaselCore
import Foundation

/// What a chart draws: marks, and content of your own that composes them in its `body` (Apple,
/// Charts' `ChartContent`).
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Chart content that Easel turns into marks itself.
protocol PrimitiveChartContent {
    func appendMarks(to marks: inout [ChartMark])
}

extension PrimitiveChartContent {
    public var body: Never { fatalError("\(Self.self) is primitive chart content") }
}

extension ChartContent {
    /// The marks the content draws, through its body down to primitive content; the dynamic
    /// properties of content of the app's own are connected before its body is read.
    func appendChartMarks(to marks: inout [ChartMark]) {
        if let primitive = self as? any PrimitiveChartContent {
            primitive.appendMarks(to: &marks)
        } else {
            ContentDynamicProperties.connect(self)
            body.appendChartMarks(to: &marks)
        }
    }
}


/// Builds chart content from the statements of a closure (Apple, `ChartContentBuilder`).
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent<repeat each Content> {
        TupleChartContent(repeat each content)
    }
    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> OptionalChartContent<Content> {
        OptionalChartContent(content: content)
    }
    public static func buildEither<First: ChartContent, Second: ChartContent>(first: First) -> EitherChartContent<First, Second> {
        EitherChartContent(first: first, second: nil)
    }
    public static func buildEither<First: ChartContent, Second: ChartContent>(second: Second) -> EitherChartContent<First, Second> {
        EitherChartContent(first: nil, second: second)
    }
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> Content { content }
}

/// No chart content.
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    public init() {}
    func appendMarks(to marks: inout [ChartMark]) {}
}

/// Several pieces of chart content, in order.
public struct TupleChartContent<each Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: (repeat each Content)
    init(_ content: repeat each Content) { self.content = (repeat each content) }
    func appendMarks(to marks: inout [ChartMark]) {
        for piece in repeat each content {
            piece.appendChartMarks(to: &marks)
        }
    }
}

/// Content an `if` without `else` may leave out.
public struct OptionalChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content?
    func appendMarks(to marks: inout [ChartMark]) {
        content?.appendChartMarks(to: &marks)
    }
}

/// One of two branches' content.
public struct EitherChartContent<First: ChartContent, Second: ChartContent>: ChartContent, PrimitiveChartContent {
    let first: First?
    let second: Second?
    func appendMarks(to marks: inout [ChartMark]) {
        first?.appendChartMarks(to: &marks)
        second?.appendChartMarks(to: &marks)
    }
}

extension ForEach: ChartContent, PrimitiveChartContent where Content: ChartContent {
    public typealias Body = Never

    /// Chart content for each element of a collection of identifiable data.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, identifier: { $0.id }, content: content)
    }

    /// Chart content for each element, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identifier: { $0[keyPath: id] }, content: content)
    }

    func appendMarks(to marks: inout [ChartMark]) {
        for element in data {
            content(element).appendChartMarks(to: &marks)
        }
    }
}

/// Chart content with a modifier applied to every mark it draws. A modifier sets what no modifier
/// nearer the mark has set, so the innermost wins, as with a view's foreground style.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let modify: (inout ChartMark) -> Void

    func appendMarks(to marks: inout [ChartMark]) {
        marks.append(modifying: modify) { content.appendChartMarks(to: &$0) }
    }
}

extension Array {
    /// Appends what `append` adds, then applies `modify` to each element it added: a modifier of
    /// chart content or of axis marks applied to what its content makes.
    mutating func append(modifying modify: (inout Element) -> Void, _ append: (inout [Element]) -> Void) {
        let start = count
        append(&self)
        for index in start..<count { modify(&self[index]) }
    }
}

extension ChartContent {
    func modified(_ modify: @escaping (inout ChartMark) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modify: modify)
    }
}

/// Chart content grouped, to apply modifiers to it together (Apple, `Plot`).
public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    func appendMarks(to marks: inout [ChartMark]) {
        content.appendChartMarks(to: &marks)
    }
}
