@_spi(SystemViews) import EaselCore
import Foundation

/// `inspector(isPresented:content:)` (iOS 17): a panel of details beside the content. Apple's
/// documentation: in a compact horizontal size class (an iPhone's) the inspector is presented as
/// a sheet, and in a regular one it is a trailing column. Easel presents it as a sheet in both; in
/// a regular width a diagnostic says that the column isn't drawn.
nonisolated struct InspectorModifier<Inspector: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let inspector: () -> Inspector
    @Environment(\.horizontalSizeClass) private var sizeClass

    func body(content: Content) -> some View {
        content
            .sheet(isPresented: isPresented, content: inspector)
            ._diagnostic(sizeClass == .regular && isPresented.wrappedValue
                ? "inspector: in a regular width iOS shows the inspector as a trailing column; Easel presents it as a sheet, as a compact width does."
                : nil)
    }
}

nonisolated extension View {
    /// Presents `content` as an inspector while `isPresented` is true (Apple,
    /// `inspector(isPresented:content:)`): a sheet on an iPhone.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
        modifier(InspectorModifier(isPresented: isPresented, inspector: content))
    }

    /// The width of the inspector's column in a regular width (Apple, `inspectorColumnWidth`): a
    /// sheet has no column, so nothing changes.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }

    /// The fixed width of the inspector's column (Apple, `inspectorColumnWidth(_:)`): as above.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        self
    }
}
