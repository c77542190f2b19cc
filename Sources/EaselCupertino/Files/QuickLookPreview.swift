import EaselCore
import Foundation

nonisolated extension View {
    /// Presents Quick Look's full-screen preview of the file `item` holds, while it holds one
    /// (Apple, `quickLookPreview(_:)`). Quick Look draws the file's contents, which Easel can't: the
    /// preview isn't drawn, and while a file is presented a diagnostic names it.
    public func quickLookPreview(_ item: Binding<URL?>) -> some View {
        modifier(_DiagnosticModifier(message: quickLookDiagnostic(item.wrappedValue)))
    }

    /// Presents Quick Look's preview of the selected file among `items`, which the person can page
    /// through (Apple, `quickLookPreview(_:in:)`): not drawn, as `quickLookPreview(_:)` says.
    public func quickLookPreview<Items: RandomAccessCollection>(_ selection: Binding<Items.Element?>, in items: Items) -> some View where Items.Element == URL {
        modifier(_DiagnosticModifier(message: quickLookDiagnostic(selection.wrappedValue)))
    }
}

/// The diagnostic for a Quick Look preview of `file`; nil when nothing is presented.
private func quickLookDiagnostic(_ file: URL?) -> String? {
    file.map { "quickLookPreview: iOS's full-screen Quick Look preview of \($0.lastPathComponent) isn't drawn." }
}
