import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where problems found while sizing and placing views are reported: the graph being laid out on
/// the current thread.
///
/// Nodes don't point at their graph (a pointer in every view would cost memory on every layout),
/// and the problems are rare, so a node that meets one looks the graph up here. A graph sets itself
/// for the length of a layout pass; layouts of different graphs on different threads don't mix.
/// Drawing, which happens after layout, collects what it meets the same way (`collecting`).
package enum LayoutDiagnostics {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` with problems going to `graph`.
    static func reporting<Result>(to graph: ViewGraph, _ body: () -> Result) -> Result {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(graph as AnyObject).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return body()
    }

    /// Records a problem on the graph being laid out, or with the collector running, if any.
    package static func warn(_ message: @autoclosure () -> String) {
        guard let sink = pthread_getspecific(key) else { return }
        let object = Unmanaged<AnyObject>.fromOpaque(sink).takeUnretainedValue()
        if let graph = object as? ViewGraph {
            graph.warn(message())
        } else if let collector = object as? Collector {
            let text = message()
            if !collector.messages.contains(text) { collector.messages.append(text) }
        }
    }

    private final class Collector {
        var messages: [String] = []
    }

    /// Runs `body` (work outside a layout pass, such as drawing the laid-out views) and returns
    /// the problems it met, each once.
    package static func collecting<Result>(_ body: () -> Result) -> (Result, [String]) {
        let collector = Collector()
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(collector as AnyObject).toOpaque())
        defer { pthread_setspecific(key, previous) }
        let result = withExtendedLifetime(collector) { body() }
        return (result, collector.messages)
    }
}

extension CGSize {
    /// Both lengths finite and not negative (NaN fails both comparisons).
    @inline(__always)
    var isOrdinarySize: Bool {
        width >= 0 && width < .infinity && height >= 0 && height < .infinity
    }

    /// Whether every length is an ordinary one, or infinite where the proposal was infinite: how a
    /// flexible view answers a container probing how far it can grow, which `settledSize` keeps as
    /// it is. Checked before calling it, so that those answers (a sixth of a stack's questions)
    /// cost a comparison rather than a call.
    func isInfiniteOnlyWhereProposedInfinite(_ proposal: ProposedViewSize) -> Bool {
        width >= 0 && (width < .infinity || proposal.width == .infinity)
            && height >= 0 && (height < .infinity || proposal.height == .infinity)
    }
}

extension CGRect {
    /// Origin and size finite, the size not negative: what a frame must be to be drawn.
    @inline(__always)
    var isOrdinaryFrame: Bool {
        origin.x.isFinite && origin.y.isFinite && size.isOrdinarySize
    }
}

extension ProposedViewSize {
    /// Whether a dimension is proposed as infinite: the one case in which a view may answer an
    /// infinite length (a container probing how far a child can grow, spec §3.3).
    @inline(__always)
    func isInfinite(along axis: Axis) -> Bool {
        (axis == .horizontal ? width : height) == .infinity
    }

    /// Infinite dimensions replaced by unspecified ones: what a view is placed with when its parent
    /// placed it with an infinite proposal (see `LayoutNode.placementProposal(for:)`).
    var withoutInfiniteDimensions: ProposedViewSize {
        ProposedViewSize(
            width: width == .infinity ? nil : width,
            height: height == .infinity ? nil : height
        )
    }
}
