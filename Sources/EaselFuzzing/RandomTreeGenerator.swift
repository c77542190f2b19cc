import Foundation

/// Makes random view trees from a seed: the same seed always gives the same tree, on every machine
/// (SplitMix64, and no use of the standard library's random algorithms, which may change).
///
/// Lengths are mostly ordinary (0 to a screen's width), and one time in six extreme: tiny, huge,
/// negative, infinite or NaN, as bad input from a server's data would be.
public struct RandomTreeGenerator {
    private var state: UInt64
    /// Views left to make: bounds a tree's size.
    private var budget: Int

    /// The deepest a tree nests.
    public static let maximumDepth = 6
    /// About the most views one tree has.
    public static let maximumViews = 40

    public init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 ^ 0xD1B5_4A32_D192_ED03
        budget = RandomTreeGenerator.maximumViews
    }

    /// The tree of a seed, with the two canvases it is laid out in.
    public static func sample(seed: UInt64) -> RandomTreeSample {
        var generator = RandomTreeGenerator(seed: seed)
        let tree = generator.tree(depth: 0)
        let canvas = generator.canvas()
        let otherCanvas = generator.canvas()
        let safeArea = generator.safeAreaInsets()
        return RandomTreeSample(seed: seed, tree: tree, canvas: canvas, otherCanvas: otherCanvas, safeAreaInsets: safeArea)
    }

    /// A device's safe area one time in three: a phone's, portrait or landscape, or an odd one.
    mutating func safeAreaInsets() -> [CGFloat]? {
        guard chance(1, in: 3) else { return nil }
        return pick([[59, 0, 34, 0], [0, 59, 21, 59], [20, 0, 0, 0], [24, 0, 20, 0], [500, 0, 500, 0], [1e7, 0, 0, 0], [-5, .nan, .infinity, 0]])
    }

    // MARK: Randomness

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in 0..<count.
    private mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(count))
    }

    private mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values[below(values.count)]
    }

    // MARK: Values

    private static let ordinaryLengths: [CGFloat] = [0, 1, 2, 4, 8, 10, 16, 20, 33.3, 44, 50, 64, 100, 120, 150, 200, 320, 390, 0.5]
    private static let extremeLengths: [CGFloat] = [0.001, 1e-9, 1e6, 1e7, 1e12, 1e300, .greatestFiniteMagnitude, -10, -0.5, -1e7, .infinity, -.infinity, .nan]

    private mutating func length() -> CGFloat {
        chance(1, in: 6) ? pick(RandomTreeGenerator.extremeLengths) : pick(RandomTreeGenerator.ordinaryLengths)
    }

    private mutating func optionalLength() -> CGFloat? {
        chance(1, in: 3) ? nil : length()
    }

    /// A small positive length or count-like number, sometimes extreme.
    private mutating func ratio() -> CGFloat {
        chance(1, in: 6) ? pick([0, -1, 1e-6, 1e9, .infinity, .nan] as [CGFloat]) : pick([0.25, 0.5, 0.75, 1, 4.0 / 3, 16.0 / 9, 2, 3] as [CGFloat])
    }

    private mutating func canvas() -> CGSize {
        func side(_ generator: inout RandomTreeGenerator) -> CGFloat {
            generator.chance(1, in: 4)
                ? generator.pick([0, 0.001, 1, 10, 1e4, 1e7] as [CGFloat])
                : generator.pick([100, 200, 320, 390, 414, 600, 844, 1024] as [CGFloat])
        }
        return CGSize(width: side(&self), height: side(&self))
    }

    // MARK: Trees

    private static let texts = [
        "Hello", "The quick brown fox jumps over the lazy dog", "こんにちは世界", "مرحبا بالعالم", "שלום עולם",
        "Ελληνικά και Кириллица", "Supercalifragilisticexpialidocious", "", "Two\nlines", "👋 Wave",
    ]
    private static let symbols = ["star.fill", "heart", "gear", "person.crop.circle", "no.such.symbol"]

    private mutating func leaf() -> RandomTree {
        switch below(13) {
        case 12: return .canvas
        case 0, 1: return .color(below(6))
        case 2:
            return .shape(shapeKind())
        case 3:
            let paint: RandomTree.ShapePaint
            switch below(4) {
            case 0: paint = .linearGradient(stops: (0..<below(4)).map { _ in pick([0, 0.3, 0.5, 1, -1, 2, .nan] as [CGFloat]) })
            case 1: paint = .radialGradient(endRadius: length())
            case 2: paint = .stroke(lineWidth: length())
            default: paint = .strokeBorder(lineWidth: length())
            }
            return .paintedShape(shapeKind(), paint)
        case 4, 5: return .text(pick(RandomTreeGenerator.texts), fontSize: chance(1, in: 2) ? nil : pick([0, 1, 9, 17, 34, 100, 1e4, -5, .nan, .infinity] as [CGFloat]))
        case 6: return .image(systemName: pick(RandomTreeGenerator.symbols), resizable: chance(1, in: 2))
        case 7, 8: return .spacer(minLength: chance(1, in: 2) ? nil : length())
        case 9: return .divider
        case 10: return .control(pick([.toggle, .slider, .button, .progress, .textField, .stepper, .label, .link]))
        default: return .empty
        }
    }

    private mutating func shapeKind() -> RandomTree.ShapeKind {
        pick([.rectangle, .circle, .capsule, .ellipse, .roundedRectangle(cornerRadius: length())])
    }

    private mutating func children(depth: Int) -> [RandomTree] {
        let count = below(5)
        return (0..<count).map { _ in tree(depth: depth + 1) }
    }

    private mutating func container(depth: Int) -> RandomTree {
        switch below(18) {
        case 17:
            return .list(style: below(RandomTreeValues.listStyles.count), children(depth: depth))
        case 15:
            return .navigationStack(title: chance(1, in: 4) ? nil : pick(RandomTreeGenerator.texts), inline: chance(1, in: 2), tree(depth: depth + 1))
        case 16:
            return .tabView(children(depth: depth))
        case 14:
            return .section(
                header: chance(1, in: 2) ? tree(depth: depth + 1) : nil,
                footer: chance(1, in: 3) ? tree(depth: depth + 1) : nil,
                children(depth: depth)
            )
        case 0...4:
            return .stack(pick(RandomTree.StackKind.allCases), alignment: below(9), spacing: optionalLength(), children(depth: depth))
        case 5:
            let rows = (0..<below(4)).map { _ in (0..<below(4)).map { _ in tree(depth: depth + 2) } }
            return .grid(rows: rows)
        case 6:
            let tracks = (0..<(1 + below(3))).map { _ -> RandomTree.TrackKind in
                switch below(3) {
                case 0: return .flexible(minimum: chance(1, in: 2) ? 10 : length(), maximum: chance(1, in: 2) ? .infinity : length())
                case 1: return .fixed(length())
                default: return .adaptive(minimum: chance(1, in: 2) ? 50 : length())
                }
            }
            return .lazyGrid(vertical: chance(1, in: 2), tracks: tracks, spacing: optionalLength(), children(depth: depth))
        case 7, 8:
            return .scrollView(axes: pick(RandomTree.AxesKind.allCases), tree(depth: depth + 1))
        case 9:
            return .viewThatFits(axes: pick(RandomTree.AxesKind.allCases), children(depth: depth))
        case 10:
            return .geometryReader(share: pick([0.5, 1, 2, 0, -1, .nan] as [CGFloat]), tree(depth: depth + 1))
        case 11:
            return .flowLayout(spacing: pick([0, 8, -4, 1e6, .nan] as [CGFloat]), children(depth: depth))
        default:
            return .forEach(count: below(4), tree(depth: depth + 1))
        }
    }

    private mutating func modifier(depth: Int) -> RandomTree.Modifier {
        switch below(28) {
        case 26:
            return pick([
                .rotation3D(degrees: pick([0, 30, 90, 180, 1e9, .nan] as [Double]), axis: below(4), perspective: pick([0, 0.5, 1, 10, -1, .nan] as [CGFloat])),
                .material(below(RandomTreeValues.materials.count)),
                .hueRotation(degrees: pick([0, 90, 180, -45, .nan, .infinity] as [Double])),
                .tracking(pick([0, 2, -1, 50, 1e6, .nan, .infinity] as [CGFloat])),
                .underline,
            ])
        case 27:
            return pick([
                .containerRelativeFrame(axes: pick(RandomTree.AxesKind.allCases), count: pick([1, 2, 3, 0, -1]), span: pick([1, 2, 0, 5, -2]), spacing: pick([0, 8, -4, .nan, .infinity] as [CGFloat])),
                .redacted,
                .darkScheme,
                .rightToLeft,
                .visualEffectOffset(factor: pick([0, 0.5, -1, 1e9, .nan] as [CGFloat])),
            ])
        case 24: return pick([.ignoresSafeArea(edges: below(16)), .safeAreaPadding(optionalLength()), .blendMode(below(21))])
        case 25:
            return chance(1, in: 3)
                ? .sheet(tree(depth: depth + 1), detent: below(4))
                : .safeAreaInset(edge: below(4), tree(depth: depth + 1), spacing: optionalLength())
        case 0, 1: return .frame(width: optionalLength(), height: optionalLength(), alignment: below(9))
        case 2, 3:
            return .flexibleFrame(
                minWidth: chance(1, in: 2) ? nil : length(), idealWidth: chance(2, in: 3) ? nil : length(),
                maxWidth: chance(1, in: 2) ? nil : (chance(1, in: 2) ? .infinity : length()),
                minHeight: chance(1, in: 2) ? nil : length(), idealHeight: chance(2, in: 3) ? nil : length(),
                maxHeight: chance(1, in: 2) ? nil : (chance(1, in: 2) ? .infinity : length()),
                alignment: below(9)
            )
        case 4, 5: return .padding(edges: below(6), length: optionalLength())
        case 6: return .fixedSize(horizontal: chance(1, in: 2), vertical: chance(1, in: 2))
        case 7: return .layoutPriority(pick([-1, 0, 1, 10, 1e9, -.infinity, .infinity, .nan] as [Double]))
        case 8: return .aspectRatio(chance(1, in: 3) ? nil : ratio(), fill: chance(1, in: 2))
        case 9: return .offset(x: length(), y: length())
        case 10: return .position(x: length(), y: length())
        case 11: return .overlay(tree(depth: depth + 1), alignment: below(9))
        case 12: return .background(tree(depth: depth + 1), alignment: below(9))
        case 13: return .alignmentGuide(horizontal: chance(1, in: 2), fraction: pick([0, 0.5, 1, -2, 1e9, .nan, .infinity] as [CGFloat]))
        case 14: return .clipped
        case 15: return .opacity(pick([0, 0.5, 1, -1, 2, .nan] as [Double]))
        case 16: return .shadow(radius: pick([0, 2, 8, 50, -3, 1e6, .nan, .infinity] as [CGFloat]))
        case 17: return .rotation(degrees: pick([0, 15, 90, 180, 1e9, .nan, .infinity] as [Double]))
        case 18: return .scale(x: ratio(), y: ratio())
        case 19: return .blur(radius: pick([0, 1, 4, 30, -2, 1e6, .nan, .infinity] as [CGFloat]))
        case 20: return pick([.border(width: length()), .font(size: pick([0, 12, 17, 40, 1e4, -1, .nan] as [CGFloat])), .lineLimit(pick([nil, 0, 1, 2, -1]))])
        case 21: return pick([.clipShape(shapeKind()), .cornerRadius(length()), .hidden, .mask(shapeKind())])
        case 22: return pick([.multilineTextAlignment(below(3)), .truncationMode(below(3)), .minimumScaleFactor(pick([0, 0.5, 1, 2, -1, .nan] as [CGFloat]))])
        default: return pick([.zIndex(pick([-1, 0, 1, .nan, .infinity] as [Double])), .gridCellColumns(pick([1, 2, 3, 0, -1]))])
        }
    }

    /// A random tree; deeper levels are more often leaves.
    public mutating func tree(depth: Int) -> RandomTree {
        budget -= 1
        var result: RandomTree
        if depth >= RandomTreeGenerator.maximumDepth || budget <= 0 || chance(depth + 1, in: 5) {
            result = leaf()
        } else {
            result = container(depth: depth)
        }
        // Up to three modifiers around it.
        while budget > 0, chance(2, in: 5), depth < RandomTreeGenerator.maximumDepth + 2 {
            budget -= 1
            result = .modified(result, modifier(depth: depth + 1))
            if chance(1, in: 2) { break }
        }
        return result
    }
}

/// A random tree and the canvases it is tested in: laid out in `canvas`, then again in
/// `otherCanvas` and back.
public struct RandomTreeSample: Codable, Sendable {
    public var seed: UInt64
    public var tree: RandomTree
    public var canvas: CGSize
    public var otherCanvas: CGSize
    /// The safe area's insets (top, leading, bottom, trailing) when the canvases are a device's
    /// screen; nil for a plain canvas.
    public var safeAreaInsets: [CGFloat]?

    public init(seed: UInt64, tree: RandomTree, canvas: CGSize, otherCanvas: CGSize, safeAreaInsets: [CGFloat]? = nil) {
        self.seed = seed
        self.tree = tree
        self.canvas = canvas
        self.otherCanvas = otherCanvas
        self.safeAreaInsets = safeAreaInsets
    }
}
