import Foundation

/// A two-dimensional vector (CoreGraphics' `CGVector`, which Linux's Foundation doesn't have):
/// SwiftUI hands one to scroll target behaviours as a fling's velocity, and files use it for
/// offsets and impulses.
public struct CGVector: Hashable, Sendable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
}
