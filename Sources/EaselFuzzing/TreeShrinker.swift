import Foundation

/// Shrinks a failing tree to a small one that still fails, as property-based testing does: it tries
/// smaller trees (a subtree in place of the whole, a child or a modifier removed, a leaf made
/// plain, the canvases made ordinary) and keeps the first that still fails, until none does.
public enum TreeShrinker {
    /// The smallest sample found that still fails, and how many samples were checked.
    public static func shrink(
        _ sample: RandomTreeSample, budget: Int = 1_500, stillFails: (RandomTreeSample) -> Bool
    ) -> (sample: RandomTreeSample, checks: Int) {
        var current = sample
        var checks = 0
        var improved = true
        while improved, checks < budget {
            improved = false
            for candidate in candidates(of: current) where checks < budget {
                checks += 1
                if stillFails(candidate) {
                    current = candidate
                    improved = true
                    break
                }
            }
        }
        return (current, checks)
    }

    /// Simpler samples than `sample`, the simplest first; each is strictly simpler by `weight`, so
    /// shrinking ends.
    static func candidates(of sample: RandomTreeSample) -> [RandomTreeSample] {
        var result: [RandomTreeSample] = []
        for tree in smaller(sample.tree) {
            var candidate = sample
            candidate.tree = tree
            result.append(candidate)
        }
        result.sort { weight($0.tree) < weight($1.tree) }
        let ordinary = CGSize(width: 390, height: 844)
        if sample.otherCanvas != sample.canvas {
            var same = sample
            same.otherCanvas = sample.canvas
            result.append(same)
        }
        if sample.canvas != ordinary || sample.otherCanvas != ordinary {
            var plain = sample
            plain.canvas = ordinary
            plain.otherCanvas = ordinary
            result.append(plain)
        }
        if sample.safeAreaInsets != nil {
            var noSafeArea = sample
            noSafeArea.safeAreaInsets = nil
            result.append(noSafeArea)
        }
        let limit = weight(sample.tree)
        return result.filter {
            weight($0.tree) < limit || ($0.tree.swiftSource == sample.tree.swiftSource
                && ($0.canvas != sample.canvas || $0.otherCanvas != sample.otherCanvas || ($0.safeAreaInsets == nil) != (sample.safeAreaInsets == nil)))
        }
    }

    /// How complex a tree reads: the length of its source.
    static func weight(_ tree: RandomTree) -> Int {
        tree.swiftSource.count
    }

    /// Trees made from `tree` by one simplification, anywhere in it.
    static func smaller(_ tree: RandomTree) -> [RandomTree] {
        var result: [RandomTree] = []
        // The whole replaced by one of its parts, or by a plain leaf.
        result += tree.subtrees
        result += [.color(0), .empty]
        // A part removed (a child of a container, a modifier).
        result += tree.removals
        // One part made smaller, in place.
        let parts = tree.subtrees
        for (index, part) in parts.enumerated() {
            for smallerPart in smaller(part) {
                var replaced = parts
                replaced[index] = smallerPart
                result.append(tree.replacingSubtrees(replaced))
            }
        }
        return result
    }
}

extension RandomTree {
    /// The trees directly inside this one: children, a modified view and its overlay or background.
    var subtrees: [RandomTree] {
        switch self {
        case .color, .shape, .paintedShape, .text, .image, .spacer, .divider, .control, .canvas, .empty:
            return []
        case let .section(header, footer, children):
            return [header, footer].compactMap { $0 } + children
        case let .stack(_, _, _, children), let .lazyGrid(_, _, _, children), let .viewThatFits(_, children), let .flowLayout(_, children):
            return children
        case let .grid(rows):
            return rows.flatMap { $0 }
        case let .scrollView(_, child), let .geometryReader(_, child), let .forEach(_, child), let .navigationStack(_, _, child):
            return [child]
        case let .tabView(children), let .list(_, children):
            return children
        case let .modified(child, modifier):
            switch modifier {
            case let .overlay(layer, _), let .background(layer, _), let .safeAreaInset(_, layer, _), let .sheet(layer, _): return [child, layer]
            default: return [child]
            }
        }
    }

    /// The same tree with its subtrees replaced, in `subtrees`' order (as many as it has).
    func replacingSubtrees(_ parts: [RandomTree]) -> RandomTree {
        switch self {
        case .color, .shape, .paintedShape, .text, .image, .spacer, .divider, .control, .canvas, .empty:
            return self
        case let .section(header, footer, _):
            var remaining = parts[...]
            let newHeader = header.map { _ in remaining.popFirst()! }
            let newFooter = footer.map { _ in remaining.popFirst()! }
            return .section(header: newHeader, footer: newFooter, Array(remaining))
        case let .stack(kind, alignment, spacing, _):
            return .stack(kind, alignment: alignment, spacing: spacing, parts)
        case let .lazyGrid(vertical, tracks, spacing, _):
            return .lazyGrid(vertical: vertical, tracks: tracks, spacing: spacing, parts)
        case let .viewThatFits(axes, _):
            return .viewThatFits(axes: axes, parts)
        case let .flowLayout(spacing, _):
            return .flowLayout(spacing: spacing, parts)
        case let .grid(rows):
            var remaining = parts[...]
            return .grid(rows: rows.map { row in row.map { _ in remaining.popFirst()! } })
        case let .scrollView(axes, _):
            return .scrollView(axes: axes, parts[0])
        case let .geometryReader(share, _):
            return .geometryReader(share: share, parts[0])
        case let .forEach(count, _):
            return .forEach(count: count, parts[0])
        case let .navigationStack(title, inline, _):
            return .navigationStack(title: title, inline: inline, parts[0])
        case .tabView:
            return .tabView(parts)
        case let .list(style, _):
            return .list(style: style, parts)
        case let .modified(_, modifier):
            switch modifier {
            case let .overlay(_, alignment): return .modified(parts[0], .overlay(parts[1], alignment: alignment))
            case let .background(_, alignment): return .modified(parts[0], .background(parts[1], alignment: alignment))
            case let .safeAreaInset(edge, _, spacing): return .modified(parts[0], .safeAreaInset(edge: edge, parts[1], spacing: spacing))
            case let .sheet(_, detent): return .modified(parts[0], .sheet(parts[1], detent: detent))
            default: return .modified(parts[0], modifier)
            }
        }
    }

    /// The tree with one part left out: a child of a container, a row or cell of a grid, a
    /// repetition of a `ForEach`.
    var removals: [RandomTree] {
        switch self {
        case let .stack(_, _, _, children), let .lazyGrid(_, _, _, children), let .viewThatFits(_, children), let .flowLayout(_, children), let .tabView(children), let .list(_, children):
            return children.indices.map { index in
                var fewer = children
                fewer.remove(at: index)
                return replacingSubtrees(fewer)
            }
        case let .grid(rows):
            var result: [RandomTree] = rows.indices.map { index in
                var fewer = rows
                fewer.remove(at: index)
                return .grid(rows: fewer)
            }
            for (row, cells) in rows.enumerated() {
                for cell in cells.indices {
                    var fewer = rows
                    fewer[row].remove(at: cell)
                    result.append(.grid(rows: fewer))
                }
            }
            return result
        case let .section(header, footer, children):
            var result: [RandomTree] = children.indices.map { index in
                var fewer = children
                fewer.remove(at: index)
                return .section(header: header, footer: footer, fewer)
            }
            if header != nil { result.append(.section(header: nil, footer: footer, children)) }
            if footer != nil { result.append(.section(header: header, footer: nil, children)) }
            return result
        case let .forEach(count, child) where count > 1:
            return [.forEach(count: 1, child)]
        default:
            return []
        }
    }
}
