@_spi(SystemViews) import EaselCore
import Foundation

nonisolated extension View {
    /// Presents iOS's document browser to open files of `allowedContentTypes` while
    /// `isPresented` is true (Apple, `fileImporter`); `onCompletion` gets the files picked, and
    /// `onCancellation` runs if the person cancels. Drawn as an empty sheet, with a diagnostic
    /// (see `SystemPickerSheet`); a host picks with `chooseFiles(_:)`.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View {
        sheet(isPresented: isPresented) {
            SystemPickerSheet(picker: _FilePicker(.open(allowedContentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection) { urls in
                isPresented.wrappedValue = false
                onCompletion(.success(urls))
            }, cancel: {
                isPresented.wrappedValue = false
                onCancellation()
            }), modifierName: "fileImporter")
        }
    }

    /// The same, without a cancellation action (iOS 14's form).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection,
                     onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents the document browser to open one file.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false) { result in
            onCompletion(result.map { $0[0] })
        }
    }
}
