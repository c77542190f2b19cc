import Foundation

/// A view tree described as data, so that it can be made at random from a seed, built into a view,
/// written out as the Swift source a person would type, stored as JSON, and shrunk.
///
/// Every container and modifier Easel has that changes layout or drawing has a case here; grow it
/// as the vocabulary grows (`RandomTreeGenerator` makes each case, `view` builds it, `swiftSource`
/// writes it).
public indirect enum RandomTree: Codable, Sendable {
    // Leaves.
    case color(Int)
    case shape(ShapeKind)
    /// A shape filled with a gradient, or stroked.
    case paintedShape(ShapeKind, ShapePaint)
    case text(String, fontSize: CGFloat?)
    case image(systemName: String, resizable: Bool)
    case spacer(minLength: CGFloat?)
    case divider
    case control(ControlKind)
    /// A `Canvas` that fills an ellipse its size and draws a word at its centre.
    case canvas
    case empty

    // Containers.
    case stack(StackKind, alignment: Int, spacing: CGFloat?, [RandomTree])
    case grid(rows: [[RandomTree]])
    case lazyGrid(vertical: Bool, tracks: [TrackKind], spacing: CGFloat?, [RandomTree])
    case scrollView(axes: AxesKind, RandomTree)
    case viewThatFits(axes: AxesKind, [RandomTree])
    /// A `GeometryReader` whose content is framed to a share of the reader's size.
    case geometryReader(share: CGFloat, RandomTree)
    /// A user's `Layout`: `FlowLayout`, rows that wrap.
    case flowLayout(spacing: CGFloat, [RandomTree])
    /// `ForEach(0..<count)` repeating one view.
    case forEach(count: Int, RandomTree)
    /// A `Section`, with a header and a footer where given.
    case section(header: RandomTree?, footer: RandomTree?, [RandomTree])
    /// A navigation stack around a screen with a title (large or inline) and a toolbar button.
    case navigationStack(title: String?, inline: Bool, RandomTree)
    /// A tab view of the screens, each with a tab item.
    case tabView([RandomTree])
    /// A `List` of the rows in a style (`RandomTreeValues.listStyles`), or a `Form`.
    case list(style: Int, [RandomTree])

    case modified(RandomTree, Modifier)

    public enum ShapeKind: Codable, Sendable {
        case rectangle, circle, capsule, ellipse
        case roundedRectangle(cornerRadius: CGFloat)
    }

    public enum ControlKind: Codable, Sendable {
        case toggle, slider, button, progress, textField, stepper, label, link
    }

    public enum ShapePaint: Codable, Sendable {
        case linearGradient(stops: [CGFloat])
        case radialGradient(endRadius: CGFloat)
        case stroke(lineWidth: CGFloat)
        case strokeBorder(lineWidth: CGFloat)
    }

    public enum StackKind: String, Codable, Sendable, CaseIterable {
        case hStack, vStack, zStack, lazyVStack, lazyHStack
        /// Lazy stacks that pin their sections' headers and footers.
        case pinnedLazyVStack, pinnedLazyHStack

        /// The view's type name.
        var typeName: String {
            switch self {
            case .hStack: "HStack"
            case .vStack: "VStack"
            case .zStack: "ZStack"
            case .lazyVStack, .pinnedLazyVStack: "LazyVStack"
            case .lazyHStack, .pinnedLazyHStack: "LazyHStack"
            }
        }

        var isHorizontal: Bool { self == .hStack || self == .lazyHStack || self == .pinnedLazyHStack }
    }

    public enum AxesKind: Int, Codable, Sendable, CaseIterable {
        case horizontal, vertical, both
    }

    public enum TrackKind: Codable, Sendable {
        case flexible(minimum: CGFloat, maximum: CGFloat)
        case fixed(CGFloat)
        case adaptive(minimum: CGFloat)
    }

    /// The modifiers, each with the arguments that change what it does.
    public enum Modifier: Codable, Sendable {
        case frame(width: CGFloat?, height: CGFloat?, alignment: Int)
        case flexibleFrame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Int)
        case padding(edges: Int, length: CGFloat?)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case layoutPriority(Double)
        case aspectRatio(CGFloat?, fill: Bool)
        case offset(x: CGFloat, y: CGFloat)
        case position(x: CGFloat, y: CGFloat)
        case overlay(RandomTree, alignment: Int)
        case background(RandomTree, alignment: Int)
        /// An alignment guide at `fraction` of the view's width (or height).
        case alignmentGuide(horizontal: Bool, fraction: CGFloat)
        case clipped
        case opacity(Double)
        case shadow(radius: CGFloat)
        case rotation(degrees: Double)
        case scale(x: CGFloat, y: CGFloat)
        case blur(radius: CGFloat)
        case border(width: CGFloat)
        case font(size: CGFloat)
        case lineLimit(Int?)
        case zIndex(Double)
        case gridCellColumns(Int)
        case clipShape(ShapeKind)
        case cornerRadius(CGFloat)
        case hidden
        /// `multilineTextAlignment`: leading, center, trailing.
        case multilineTextAlignment(Int)
        /// `truncationMode`: head, middle, tail.
        case truncationMode(Int)
        case minimumScaleFactor(CGFloat)
        /// `ignoresSafeArea(edges:)`, the edges as a raw `Edge.Set`.
        case ignoresSafeArea(edges: Int)
        /// `safeAreaInset(edge:spacing:)`: top, bottom, leading, trailing.
        case safeAreaInset(edge: Int, RandomTree, spacing: CGFloat?)
        case safeAreaPadding(CGFloat?)
        /// A sheet presenting the tree, at a detent: large, medium, a height.
        case sheet(RandomTree, detent: Int)
        /// `mask { shape }`.
        case mask(ShapeKind)
        /// `blendMode`, by its index in `BlendMode.allCases`.
        case blendMode(Int)
        /// `rotation3DEffect` about an axis (x, y, z, or all three), with a perspective.
        case rotation3D(degrees: Double, axis: Int, perspective: CGFloat)
        /// `background` of a material, by its index in `RandomTreeValues.materials`.
        case material(Int)
        case hueRotation(degrees: Double)
        case tracking(CGFloat)
        case underline
        /// `containerRelativeFrame` on the axes, `count` columns of which the view spans `span`.
        case containerRelativeFrame(axes: RandomTree.AxesKind, count: Int, span: Int, spacing: CGFloat)
        /// `redacted(reason: .placeholder)`.
        case redacted
        /// `environment(\.colorScheme, .dark)`.
        case darkScheme
        /// `environment(\.layoutDirection, .rightToLeft)`.
        case rightToLeft
        /// `visualEffect` moving the view by `factor` times its global position.
        case visualEffectOffset(factor: CGFloat)
    }
}

extension RandomTree {
    /// How many views the tree has (each modifier counts as one, as in a layout dump).
    public var viewCount: Int {
        switch self {
        case .color, .shape, .paintedShape, .text, .image, .spacer, .divider, .control, .canvas, .empty:
            return 1
        case let .section(header, footer, children):
            return (header?.viewCount ?? 0) + (footer?.viewCount ?? 0) + children.reduce(0) { $0 + $1.viewCount }
        case let .stack(_, _, _, children), let .lazyGrid(_, _, _, children), let .viewThatFits(_, children), let .flowLayout(_, children):
            return 1 + children.reduce(0) { $0 + $1.viewCount }
        case let .grid(rows):
            return 1 + rows.reduce(0) { $0 + 1 + $1.reduce(0) { $0 + $1.viewCount } }
        case let .scrollView(_, child), let .geometryReader(_, child), let .navigationStack(_, _, child):
            return 1 + child.viewCount
        case let .tabView(children), let .list(_, children):
            return 1 + children.reduce(0) { $0 + $1.viewCount }
        case let .forEach(count, child):
            return count * child.viewCount
        case let .modified(child, modifier):
            switch modifier {
            case let .overlay(layer, _), let .background(layer, _), let .safeAreaInset(_, layer, _), let .sheet(layer, _):
                return 1 + child.viewCount + layer.viewCount
            default:
                return 1 + child.viewCount
            }
        }
    }
}
