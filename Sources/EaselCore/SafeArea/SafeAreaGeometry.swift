import Foundation

/// Where the safe area lies while views are placed: the region safe from the device's bars (and
/// from bars added with `safeAreaInset`), and how far the unsafe region around it reaches.
///
/// SwiftUI lays every view out inside its safe area: the root is proposed the safe area of the
/// screen and placed in it (Apple, "Safe area": "By default, SwiftUI sizes and positions views to
/// avoid system-defined safe areas"). A view that ignores the safe area along an edge, and whose
/// frame reaches the safe area's edge there, is laid out again as if it extended to the edge of
/// the unsafe region (Apple, `ignoresSafeArea(_:edges:)`: "expand the view's proposed size ... into
/// the safe area"). `safeAreaInset` and `safeAreaPadding` make more of a view's region unsafe for
/// its content. Frames are in canvas coordinates.
package struct SafeAreaGeometry: Equatable, Sendable {
    /// The safe area.
    package var safeRect: CGRect
    /// The safe area with the unsafe region around it: views that ignore the safe area extend as
    /// far as this.
    package var bounds: CGRect

    package init(safeRect: CGRect, bounds: CGRect) {
        self.safeRect = safeRect
        self.bounds = bounds
    }

    /// A frame edge closer to the safe area's edge than this reaches it (frames are computed in
    /// floating point, from lengths that were rounded on the way).
    private static let tolerance: CGFloat = 0.001

    /// The safe area insets of a view placed at `frame`, as `GeometryProxy.safeAreaInsets` reports
    /// them: along each edge where the view reaches the safe area's edge, how far the unsafe region
    /// reaches beyond it (what the view would take in if it ignored the safe area); 0 elsewhere.
    /// So a reader filling the safe area of an iPhone 15 Pro reports 59 at the top and 34 at the
    /// bottom, and one that ignores the safe area reports none, as in SwiftUI, where reading the
    /// insets from a `GeometryReader` around the screen's content is the usual way to learn them.
    package func insets(in frame: CGRect) -> EdgeInsets {
        EdgeInsets(
            top: frame.minY <= safeRect.minY + Self.tolerance ? Swift.max(0, safeRect.minY - bounds.minY) : 0,
            leading: frame.minX <= safeRect.minX + Self.tolerance ? Swift.max(0, safeRect.minX - bounds.minX) : 0,
            bottom: frame.maxY >= safeRect.maxY - Self.tolerance ? Swift.max(0, bounds.maxY - safeRect.maxY) : 0,
            trailing: frame.maxX >= safeRect.maxX - Self.tolerance ? Swift.max(0, bounds.maxX - safeRect.maxX) : 0
        )
    }

    /// The frame of a view placed at `frame` that ignores the safe area along `edges`: each of those
    /// edges that reaches the safe area's edge moves out to the unsafe region's edge. Also returns
    /// the safe area the view's content sees, which no longer excludes what the view took in.
    package func expanding(_ frame: CGRect, along edges: Edge.Set) -> (frame: CGRect, safeArea: SafeAreaGeometry) {
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        var safe = self
        var safeMinX = safeRect.minX, safeMinY = safeRect.minY, safeMaxX = safeRect.maxX, safeMaxY = safeRect.maxY
        if edges.contains(.top), minY <= safeRect.minY + Self.tolerance {
            minY = Swift.min(minY, bounds.minY)
            safeMinY = bounds.minY
        }
        if edges.contains(.bottom), maxY >= safeRect.maxY - Self.tolerance {
            maxY = Swift.max(maxY, bounds.maxY)
            safeMaxY = bounds.maxY
        }
        if edges.contains(.leading), minX <= safeRect.minX + Self.tolerance {
            minX = Swift.min(minX, bounds.minX)
            safeMinX = bounds.minX
        }
        if edges.contains(.trailing), maxX >= safeRect.maxX - Self.tolerance {
            maxX = Swift.max(maxX, bounds.maxX)
            safeMaxX = bounds.maxX
        }
        safe.safeRect = CGRect(x: safeMinX, y: safeMinY, width: safeMaxX - safeMinX, height: safeMaxY - safeMinY)
        return (CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), safe)
    }

    /// The safe area of content placed at `content` inside a container placed at `container`, when
    /// the container makes the strips between them unsafe (`safeAreaInset`, `safeAreaPadding`).
    /// Where the container reaches the safe area's edge, the unsafe region beyond stays reachable
    /// (a scroll view under a bottom bar still extends past the home indicator); elsewhere it ends
    /// at the container's edge.
    package func insetting(container: CGRect, content: CGRect) -> SafeAreaGeometry {
        // Frames computed from lengths too large to add up are settled where they are placed; the
        // safe area keeps to what is finite.
        guard container.isOrdinaryFrame, content.isOrdinaryFrame else { return self }
        let top = container.minY <= safeRect.minY + Self.tolerance
        let bottom = container.maxY >= safeRect.maxY - Self.tolerance
        let leading = container.minX <= safeRect.minX + Self.tolerance
        let trailing = container.maxX >= safeRect.maxX - Self.tolerance
        let boundsMinX = leading ? bounds.minX : container.minX
        let boundsMinY = top ? bounds.minY : container.minY
        let boundsMaxX = trailing ? bounds.maxX : container.maxX
        let boundsMaxY = bottom ? bounds.maxY : container.maxY
        let safeMinX = Swift.max(safeRect.minX, content.minX)
        let safeMinY = Swift.max(safeRect.minY, content.minY)
        let safeMaxX = Swift.max(safeMinX, Swift.min(safeRect.maxX, content.maxX))
        let safeMaxY = Swift.max(safeMinY, Swift.min(safeRect.maxY, content.maxY))
        return SafeAreaGeometry(
            safeRect: CGRect(x: safeMinX, y: safeMinY, width: safeMaxX - safeMinX, height: safeMaxY - safeMinY),
            bounds: CGRect(x: boundsMinX, y: boundsMinY, width: boundsMaxX - boundsMinX, height: boundsMaxY - boundsMinY)
        )
    }
}

extension PlacementContext {
    /// The context for content placed at `content` inside a container at `container` that makes the
    /// strips between them unsafe. Without a safe area (a view drawn alone), the container's frame
    /// stands for one.
    package func insettingSafeArea(container: CGRect, content: CGRect) -> PlacementContext {
        var context = self
        guard container.isOrdinaryFrame else { return self }
        let safeArea = self.safeArea ?? SafeAreaGeometry(safeRect: container, bounds: container)
        context.safeArea = safeArea.insetting(container: container, content: content)
        return context
    }
}
