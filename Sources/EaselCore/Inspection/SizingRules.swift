import Foundation

// How each built-in view chooses its size, in words, for `ViewLayout.explanation(id:)`. Each
// states the rule the view's layout code follows (spec and Apple references are in that code).

extension HStackLayout: ExplainedLayout {
    package var sizingRule: String {
        "An HStack proposes each child a share of its width left after spacing, the least flexible children first (higher layoutPriority before lower), each taking what its share and the others' minimums allow; its size is its children's widths plus spacing, and its tallest child's height."
    }
}

extension VStackLayout: ExplainedLayout {
    package var sizingRule: String {
        "A VStack proposes each child a share of its height left after spacing, the least flexible children first (higher layoutPriority before lower), each taking what its share and the others' minimums allow; its size is its children's heights plus spacing, and its widest child's width."
    }
}

extension ZStackLayout: ExplainedLayout {
    package var sizingRule: String {
        "A ZStack proposes every child its whole proposal and takes the union of their sizes, aligned by its alignment."
    }
}

extension _PaddingLayout: ExplainedLayout {
    package var sizingRule: String {
        "padding proposes its child the proposal less the insets (never below zero), then takes the child's size plus the insets."
    }
}

extension _FrameLayout: ExplainedLayout {
    package var sizingRule: String {
        let width = width.map { "its width is \(formatLength($0))" } ?? "its width is its child's"
        let height = height.map { "its height is \(formatLength($0))" } ?? "its height is its child's"
        return "A fixed frame proposes its child its own fixed dimensions (the proposal's elsewhere): \(width), \(height), whatever the child chooses; the child is aligned inside."
    }
}

extension _FlexFrameLayout: ExplainedLayout {
    package var sizingRule: String {
        func limits(_ limits: Limits, _ axis: String) -> String {
            let parts = [limits.minimum.map { "min \(formatLength($0))" }, limits.ideal.map { "ideal \(formatLength($0))" },
                         limits.maximum.map { "max \(formatLength($0))" }].compactMap { $0 }
            return parts.isEmpty ? "" : "\(axis) \(parts.joined(separator: ", "))"
        }
        let given = [limits(horizontal, "width"), limits(vertical, "height")].filter { !$0.isEmpty }.joined(separator: "; ")
        return "A flexible frame (\(given)) clamps the proposal to its limits (an unspecified dimension becomes its ideal), proposes that to its child, then takes the child's size clamped to the limits; a maximum of infinity takes the whole proposal."
    }
}

extension _FixedSizeLayout: ExplainedLayout {
    package var sizingRule: String {
        let axes = horizontal && vertical ? "both dimensions" : horizontal ? "the width" : "the height"
        return "fixedSize proposes its child nil for \(axes) (ask for its ideal size), and takes what it chooses."
    }
}

extension _AspectRatioLayout: ExplainedLayout {
    package var sizingRule: String {
        "aspectRatio proposes its child the largest (\(contentMode == .fit ? "fit" : "fill")) size of its ratio within the proposal, and takes the child's size."
    }
}

extension _OffsetLayout: ExplainedLayout {
    package var sizingRule: String {
        "offset takes its child's size; the child is drawn moved, its frame in the layout where it was."
    }
}

extension _SecondaryLayerLayout: ExplainedLayout {
    package var sizingRule: String {
        "\(kind == .background ? "background" : "overlay") takes its view's size, then proposes that size to its \(kind == .background ? "background" : "overlay"), aligned on it."
    }
}

extension TextLeaf: ExplainedLeaf {
    package var sizingRule: String {
        "Text fits the proposed width, breaking lines between words (a nil width: one line per paragraph), and takes the width of its longest line and the height of its lines, up to its line limit; past that it truncates."
    }
}

extension ShapeLeaf: ExplainedLeaf {
    package var sizingRule: String {
        "A shape or a colour takes the whole proposal (10 for an unspecified dimension, SwiftUI's default)."
    }
}

extension SpacerLeaf: ExplainedLeaf {
    package var sizingRule: String {
        "A Spacer takes whatever the stack around it offers along its axis, at least its minimum length, and nothing across it."
    }
}

extension ImageLeaf: ExplainedLeaf {
    package var sizingRule: String {
        isResizable ? "A resizable image takes the whole proposal (its natural size where a dimension is unspecified)."
            : "An image that isn't resizable takes its natural size, whatever is proposed."
    }
}
