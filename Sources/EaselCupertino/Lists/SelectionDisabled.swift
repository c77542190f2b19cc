import EaselCore
import Foundation

nonisolated extension View {
    /// Whether a list row can be selected (Apple, `selectionDisabled(_:)`, iOS 17): a picture
    /// selects only what its selection binding holds, and a disabled row looks like any other, so
    /// the row is drawn as it is.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
}
