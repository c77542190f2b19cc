import EaselCore
import Foundation

/// A type that produces view previews. Easel has no canvas to show them in, but a file with
/// previews pastes over unchanged, and `previews` can be drawn with `ImageRenderer`.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Self.Previews { get }
}
