import Foundation

/// A lazy stack or grid in the resolved tree: `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`.
///
/// Its content is a `_LazyViewList`: nothing is built up front. Content is cut into lines along the
/// stack's axis (a stack's line is one item; a grid's is one item per track; headers and footers
/// are lines of their own). Sizing builds and measures lines from the start until they cover what
/// shows (the enclosing scroll view's offset plus viewport) and estimates the rest from the
/// average of those measured, as SwiftUI estimates the content size of lazy stacks from the rows it
/// has seen (Apple, "Creating performant scrollable stacks"). Placement builds only the lines that
/// intersect the visible region; they, and any pinned headers and footers, are the node's children.
package final class LazyStackNode: LayoutNode {
    package struct Configuration {
        let name: String
        /// The axis lines follow each other along.
        let axis: Axis
        /// The guide lines (for a stack) or cells (for a grid) line up on across the axis.
        let alignment: Alignment
        /// The gap between lines; nil: each pair's preferred distance for stacks, 8 for grids.
        let spacing: CGFloat?
        let pinnedViews: PinnedScrollableViews
        /// The tracks of a grid (columns of a LazyVGrid, rows of a LazyHGrid); nil for stacks.
        let gridItems: [GridItem]?
        let detail: String?
    }

    /// At most this many lines are measured for one size; past them sizes are estimated. Bounds
    /// the work of a lazy stack with nothing limiting what shows.
    static let measuringLimit = 10_000
    /// Inside a scroll view, at most this many lines are measured to reach the offset; further
    /// lines are placed by the average line, as after a jump.
    static let scrolledMeasuringLimit = 2_000

    let configuration: Configuration
    private let content: _LazyViewList
    private let viewport: ScrollViewport?
    private unowned(unsafe) let graph: ViewGraph
    /// Built items, by where they come from. Only the lines of the last placement are kept.
    private var built: [LazyItemKey: [LayoutNode]] = [:]
    /// Line measurements, per length proposed across the axis (the handful a parent may ask).
    private var measurements: [LazyLineMeasurements] = []

    init(configuration: Configuration, content: _LazyViewList, inputs: _ViewInputs) {
        self.configuration = configuration
        self.content = content
        self.viewport = inputs.enclosingScrollView
        self.graph = inputs.graph
        super.init()
        if viewport != nil {
            // Inside a scroll view it measures as far as the canvas reaches (`measureForSizing`).
            graph.hasViewportDependentViews = true
        }
        graph.updates?.record(.lazyStack(self))
    }

    package override var name: String { configuration.name }
    package override var detail: String? { configuration.detail }
    package override var buildsChildrenWhileLaidOut: Bool { true }

    private var axis: Axis { configuration.axis }

    // MARK: Building

    private func nodes(for key: LazyItemKey) -> [LayoutNode] {
        if let nodes = built[key] { return nodes }
        let section = content.sections[key.section]
        let nodes: [LayoutNode]
        switch key.part {
        case .header: nodes = section.makeHeader()
        case .footer: nodes = section.makeFooter()
        case let .item(index): nodes = section.makeItem(index)
        }
        built[key] = nodes
        return nodes
    }

    /// The measurements for a length across the axis, made on first use.
    private func measurements(across length: CGFloat?) -> LazyLineMeasurements {
        if let existing = measurements.first(where: { $0.crossProposal == length }) {
            return existing
        }
        let tracks = configuration.gridItems.map { GridItem.tracks(for: $0, in: length) }
        let made = LazyLineMeasurements(crossProposal: length, tracks: tracks, sections: content.sections)
        if measurements.count == 4 { measurements.removeFirst() }
        measurements.append(made)
        return made
    }

    /// The nodes of each cell of `line`, with the proposal each cell gets.
    private func cells(of line: LazyLine, in measured: LazyLineMeasurements) -> [(nodes: [LayoutNode], proposal: ProposedViewSize, track: Int?)] {
        switch line {
        case let .header(section):
            return [(nodes(for: LazyItemKey(section: section, part: .header)), measured.fullProposal(axis: axis), nil)]
        case let .footer(section):
            return [(nodes(for: LazyItemKey(section: section, part: .footer)), measured.fullProposal(axis: axis), nil)]
        case let .items(section, range):
            return range.enumerated().map { track, item in
                (nodes(for: LazyItemKey(section: section, part: .item(item))), measured.proposal(forTrack: measured.tracks == nil ? nil : track, axis: axis), measured.tracks == nil ? nil : track)
            }
        }
    }

    /// Measures line `index` if it isn't yet: its length along the axis and breadth across it.
    @discardableResult
    func measureLine(_ index: Int, in measured: LazyLineMeasurements) -> LazyLineSize {
        if let size = measured.sizes[index] { return size }
        var length: CGFloat = 0
        var breadth: CGFloat = 0
        for cell in cells(of: measured.line(at: index), in: measured) {
            var cellLength: CGFloat = 0
            var previous: LayoutNode?
            for node in cell.nodes {
                let size = node.sizeThatFits(cell.proposal)
                if let previous { cellLength += gap(between: previous, and: node) }
                cellLength += size[axis]
                breadth = Swift.max(breadth, size[axis.other])
                previous = node
            }
            length = Swift.max(length, cellLength)
        }
        let size = LazyLineSize(length: length, breadth: breadth)
        measured.sizes[index] = size
        return size
    }

    /// The gap between two views of one item (a `ForEach` element with several views): the
    /// container's spacing, as between items, else the pair's preferred distance.
    private func gap(between first: LayoutNode, and second: LayoutNode) -> CGFloat {
        configuration.spacing ?? first.spacing.distance(to: second.spacing, along: axis)
    }

    /// The gap between line `index` and the one before it.
    private func gap(before index: Int, in measured: LazyLineMeasurements) -> CGFloat {
        if let gap = measured.gaps[index] { return gap }
        let gap: CGFloat
        if let spacing = configuration.spacing {
            gap = spacing
        } else if configuration.gridItems != nil {
            gap = 8
        } else {
            let before = cells(of: measured.line(at: index - 1), in: measured).last?.nodes.last
            let after = cells(of: measured.line(at: index), in: measured).first?.nodes.first
            gap = before.flatMap { before in after.map { before.spacing.distance(to: $0.spacing, along: axis) } } ?? 0
        }
        measured.gaps[index] = gap
        return gap
    }

    /// Measures lines from the start until they reach `extent` and include line `lastLine` (or
    /// the limit).
    private func measurePrefix(to extent: CGFloat, throughLine lastLine: Int = -1, in measured: LazyLineMeasurements) {
        let limit = viewport == nil ? LazyStackNode.measuringLimit : LazyStackNode.scrolledMeasuringLimit
        while measured.prefixCount < measured.lineCount,
              measured.prefixCount == 0 || measured.prefixLength < extent || measured.prefixCount <= lastLine,
              measured.prefixCount < limit {
            let index = measured.prefixCount
            let gap = index > 0 ? gap(before: index, in: measured) : 0
            let size = measureLine(index, in: measured)
            measured.prefixLength += gap + size.length
            measured.prefixGaps += gap
            measured.prefixBreadth = Swift.max(measured.prefixBreadth, size.breadth)
            measured.prefixCount += 1
        }
        if measured.prefixCount == LazyStackNode.measuringLimit, measured.prefixCount < measured.lineCount, viewport == nil {
            graph.warn("\(configuration.name) measured its first \(LazyStackNode.measuringLimit) lines and estimated the other \(measured.lineCount - measured.prefixCount): put it in a ScrollView so that only what shows is built.")
        }
    }

    /// Measures what sizing needs: inside a scroll view, the lines down to the end of what the
    /// canvas can show past the scroll offset, else all of them (up to the limit). When the offset
    /// lies further than the limit of lines by the average of the first screen, only the first
    /// screen is measured: the lines in view are then placed by that average, as after a jump.
    ///
    /// The canvas, not the scroll view's own length, bounds the measuring: a scroll view is
    /// proposed several lengths while its parents size it, and an answer that depended on which
    /// came last would not be a function of the proposal, so a memoized size would outlive what it
    /// was measured for. The canvas is the same for the whole pass (`ViewGraph` forgets the
    /// measurements when it changes).
    private func measureForSizing(_ measured: LazyLineMeasurements) {
        guard let viewport else {
            measurePrefix(to: .infinity, in: measured)
            return
        }
        let screen = graph.visibleSize[axis] ?? .infinity
        measurePrefix(to: screen, in: measured)
        if let target = scrollTargetItem {
            // Scrolled to an item: the lines down to it and a screen past it are measured, so that
            // it is placed where it really is.
            measurePrefix(to: -.infinity, throughLine: measured.lineIndex(section: target.section, item: target.item), in: measured)
            measurePrefix(to: measured.prefixLength + screen, in: measured)
        }
        let extent = screen + viewport.offset(along: axis)
        guard extent > measured.prefixLength, let step = measured.averageStep, step > 0,
              extent / step <= CGFloat(LazyStackNode.scrolledMeasuringLimit) else { return }
        measurePrefix(to: extent, in: measured)
    }

    /// The item the enclosing scroll view is asked to scroll to, if it is one of this container's
    /// `ForEach` elements (found once, without building any item).
    private lazy var scrollTargetItem: (section: Int, item: Int)? = {
        guard let id = viewport?.request?.viewID else { return nil }
        for (index, section) in content.sections.enumerated() {
            if let item = section.itemIndex(identifiedBy: id) { return (index, item) }
        }
        return nil
    }()

    /// Finds an item it hasn't built from its measured lines: the lines before it are measured
    /// while sizing (`measureForSizing`), or past the limit, counted at the average line.
    package override func scrollTargetFrame(for id: AnyHashable) -> CGRect? {
        if let frame = super.scrollTargetFrame(for: id) { return frame }
        guard let target = scrollTargetItem, viewport?.request?.viewID == id else { return nil }
        let proposal = placementProposal
        let measured = measurements(across: proposal[axis.other])
        let line = measured.lineIndex(section: target.section, item: target.item)
        var position = frame.minValue(along: axis)
        let measuredBefore = Swift.min(line, measured.prefixCount)
        for index in 0..<measuredBefore {
            position += measureLine(index, in: measured).length + gap(before: index + 1, in: measured)
        }
        if line > measuredBefore, let step = measured.averageStep {
            position += CGFloat(line - measuredBefore) * step
        }
        let length = measureLine(line, in: measured).length
        return axis == .vertical
            ? CGRect(x: frame.minX, y: position, width: frame.width, height: length)
            : CGRect(x: position, y: frame.minY, width: length, height: frame.height)
    }

    /// Forgets the items built so far, as part of showing the stack unchanged in an update of a
    /// hosted tree (see `ViewUpdates`): they are built again while it is laid out, as in a fresh
    /// render, so that what building them does (connecting state, presenting) happens in the same
    /// order; their views are unchanged, and come from their records.
    func forgetBuiltItems() {
        built = [:]
        invalidate()
    }

    /// Measured lines go with the sizes: both are made again for the next layout.
    package override func forgetLayoutState() {
        measurements = []
    }

    /// The items built so far, placed or only measured (the shown ones are the children).
    package override var ownedNodes: [LayoutNode] {
        Array(built.values.joined())
    }

    // MARK: Layout

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let across = proposal[axis.other]
        let measured = measurements(across: across)
        measureForSizing(measured)
        let length = measured.estimatedLength
        let breadth: CGFloat
        if let tracks = measured.tracks {
            breadth = tracks.reduce(0) { $0 + $1.length + $1.spacingAfter } - (tracks.last?.spacingAfter ?? 0)
        } else {
            // A lazy stack takes the breadth it is offered; offered none, it hugs its rows. [I]
            breadth = across ?? measured.prefixBreadth
        }
        return axis == .vertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        // Placement here reads more than the frame: see `PlacementMemory`.
        context.snapshot?.notePlacementReadsMore()
        let measured = measurements(across: proposal[axis.other])
        // Sizing may have been answered from the memo while these measurements were made anew
        // (only a few are kept): measure the same lines again, so that placement walks the same
        // prefix whatever was remembered.
        measureForSizing(measured)
        let visible = context.visibleRect ?? bounds
        var placed = LazyPlacement()
        if !visible.isNull, measured.lineCount > 0 {
            placeLines(in: bounds, visible: visible, measured: measured, into: &placed)
            if !configuration.pinnedViews.isEmpty {
                pinSectionViews(in: bounds, visible: visible, measured: measured, placed: &placed)
            }
        }
        // Keep only what shows: the rest is built again if it comes into view.
        let shown = Set(placed.keys)
        built = built.filter { shown.contains($0.key) }
        children = placed.nodes + placed.pinnedNodes
        for (node, frame, proposal) in placed.frames {
            node.place(in: frame, proposal: proposal, context: context)
        }
    }

    /// Places the lines that intersect `visible` along the axis.
    private func placeLines(in bounds: CGRect, visible: CGRect, measured: LazyLineMeasurements, into placed: inout LazyPlacement) {
        let visibleStart = visible.minValue(along: axis)
        let visibleEnd = visible.maxValue(along: axis)
        var index = 0
        var position = bounds.minValue(along: axis)
        // Walk the measured prefix to the first line that reaches into view …
        while index < measured.prefixCount, position + measureLine(index, in: measured).length <= visibleStart {
            position += measureLine(index, in: measured).length
            index += 1
            if index < measured.lineCount { position += gap(before: index, in: measured) }
        }
        // … or jump past the lines never measured by the average line, as SwiftUI estimates.
        if index == measured.prefixCount, index < measured.lineCount, position < visibleStart, let step = measured.averageStep, step > 0 {
            // Compared as a length first: a tiny step over a long way is more lines than an Int holds.
            let reachable = ((visibleStart - position) / step).rounded(.down)
            let remaining = measured.lineCount - 1 - index
            let skipped = reachable < CGFloat(remaining) ? Int(reachable) : remaining
            if skipped > 0 {
                index += skipped
                position += CGFloat(skipped) * step
            }
        }
        var placedLines = 0
        while index < measured.lineCount, position < visibleEnd, placedLines < LazyStackNode.measuringLimit {
            let size = measureLine(index, in: measured)
            place(line: index, at: position, size: size, bounds: bounds, measured: measured, into: &placed)
            placedLines += 1
            position += size.length
            index += 1
            if index < measured.lineCount { position += gap(before: index, in: measured) }
        }
        if placedLines == LazyStackNode.measuringLimit, index < measured.lineCount, position < visibleEnd {
            graph.warn("\(configuration.name) showed its first \(LazyStackNode.measuringLimit) lines of \(measured.lineCount) in a region that reaches past them (nothing limits what shows, as when a list is given no size): the rest aren't built or drawn. Give it a size, or a canvas.")
        }
    }

    private func place(line index: Int, at position: CGFloat, size: LazyLineSize, bounds: CGRect, measured: LazyLineMeasurements, into placed: inout LazyPlacement) {
        let line = measured.line(at: index)
        placed.lines.append(LazyPlacedLine(index: index, line: line, position: position, length: size.length, firstNode: placed.nodes.count))
        if case .header = line, configuration.pinnedViews.contains(.sectionHeaders) { return }
        if case .footer = line, configuration.pinnedViews.contains(.sectionFooters) { return }
        placeCells(of: line, at: position, length: size.length, bounds: bounds, measured: measured, into: &placed.nodes, frames: &placed.frames)
        placed.keys.append(contentsOf: line.keys)
    }

    /// Puts each cell's nodes one after the other along the axis, aligned across it: on the stack's
    /// guide within its breadth, or within the cell's track for a grid.
    func placeCells(of line: LazyLine, at position: CGFloat, length: CGFloat, bounds: CGRect, measured: LazyLineMeasurements, into nodes: inout [LayoutNode], frames: inout [(LayoutNode, CGRect, ProposedViewSize)]) {
        let crossKey = axis == .vertical ? configuration.alignment.horizontal.key : configuration.alignment.vertical.key
        let mainKey = axis == .vertical ? configuration.alignment.vertical.key : configuration.alignment.horizontal.key
        for cell in cells(of: line, in: measured) {
            var trackStart = bounds.minValue(along: axis.other)
            var trackBreadth = bounds.size[axis.other]
            var cellCrossKey = crossKey
            var cellMainKey = mainKey
            if let track = cell.track, let tracks = measured.tracks {
                trackStart += tracks[..<track].reduce(0) { $0 + $1.length + $1.spacingAfter }
                trackBreadth = tracks[track].length
                if let alignment = tracks[track].alignment {
                    cellCrossKey = axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
                    cellMainKey = axis == .vertical ? alignment.vertical.key : alignment.horizontal.key
                }
            }
            let sizes = cell.nodes.map { $0.sizeThatFits(cell.proposal) }
            var cellLength: CGFloat = 0
            for (offset, size) in sizes.enumerated() {
                if offset > 0 { cellLength += gap(between: cell.nodes[offset - 1], and: cell.nodes[offset]) }
                cellLength += size[axis]
            }
            // A cell shorter than its line is aligned in it (grids); a stack's line is its cell.
            let lineGuide = cellMainKey.defaultValue(in: ViewDimensions(size: CGSize(main: length, cross: 0, axis: axis)))
            let cellGuide = cellMainKey.defaultValue(in: ViewDimensions(size: CGSize(main: cellLength, cross: 0, axis: axis)))
            var main = position + lineGuide - cellGuide
            let trackGuide = cellCrossKey.defaultValue(in: ViewDimensions(size: CGSize(main: 0, cross: trackBreadth, axis: axis)))
            for (offset, node) in cell.nodes.enumerated() {
                if offset > 0 { main += gap(between: cell.nodes[offset - 1], and: node) }
                let size = sizes[offset]
                let cross = trackStart + trackGuide - node.guideValue(cellCrossKey, size: size, proposal: cell.proposal)
                let origin = axis == .vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
                nodes.append(node)
                frames.append((node, CGRect(origin: origin, size: size), cell.proposal))
                main += size[axis]
            }
        }
    }
}

extension CGRect {
    func minValue(along axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    func maxValue(along axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}

extension CGSize {
    init(main: CGFloat, cross: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
