@_spi(SystemViews) import EaselCore
import Foundation

nonisolated extension View {
    /// Presents iOS's document browser to save `document` as `contentType` while `isPresented` is
    /// true and there is a document (Apple, `fileExporter`: "both must be set" for it to show);
    /// `onCompletion` gets where it was saved, or the error writing met. Drawn as an empty sheet,
    /// with a diagnostic (see `SystemPickerSheet`); a host saves with `saveFile(to:)`.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View {
        exporting(isPresented: isPresented, shown: document != nil, onCancellation: onCancellation) { url in
            let file = savedFileURL(url, name: defaultFilename, contentType: contentType)
            return Result {
                try document!.fileWrapper(configuration: .init(contentType: contentType, existingFile: nil)).write(to: file, options: .atomic)
                return file
            }
        } done: { onCompletion($0) }
    }

    /// The same, without a cancellation action (iOS 14's form).
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        fileExporter(isPresented: isPresented, document: document, contentType: contentType, defaultFilename: defaultFilename,
                     onCompletion: onCompletion, onCancellation: {})
    }

    /// Saves several documents into the folder the person picks, each under "Untitled" with the
    /// type's extension (numbered after the first).
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element: FileDocument {
        let documents = Array(documents)
        return exporting(isPresented: isPresented, shown: !documents.isEmpty, onCancellation: {}) { folder in
            Result {
                // A folder wrapper numbers the names as a folder in Files does.
                let saved = FileWrapper(directoryWithFileWrappers: [:])
                var names: [String] = []
                for document in documents {
                    let file = try document.fileWrapper(configuration: .init(contentType: contentType, existingFile: nil))
                    file.preferredFilename = "Untitled" + (contentType.preferredFilenameExtension.map { ".\($0)" } ?? "")
                    names.append(saved.addFileWrapper(file))
                }
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                return try names.map { name in
                    let url = folder.appendingPathComponent(name)
                    try saved.fileWrappers![name]!.write(to: url, options: .atomic)
                    return url
                }
            }
        } done: { onCompletion($0) }
    }

    /// Saves `item` through its transfer representation: the first it exports as one of
    /// `contentTypes` (or its first, when none are given) (Apple, iOS 17's `fileExporter(item:)`).
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> some View {
        exporting(isPresented: isPresented, shown: item != nil, onCancellation: onCancellation) { url in
            Result {
                let exported = try _TransferExport.data(of: item!, as: contentTypes)
                let file = savedFileURL(url, name: defaultFilename, contentType: exported.contentType)
                try exported.data.write(to: file, options: .atomic)
                return file
            }
        } done: { onCompletion($0) }
    }

    /// Presents the exporter's sheet while `isPresented` and `shown`; saving runs `write`, closes
    /// the sheet and gives `done` the result.
    private func exporting<Saved>(isPresented: Binding<Bool>, shown: Bool, onCancellation: @escaping () -> Void,
                                  write: @escaping (URL) -> Result<Saved, any Error>, done: @escaping (Result<Saved, any Error>) -> Void) -> some View {
        sheet(isPresented: Binding(get: { isPresented.wrappedValue && shown }, set: { isPresented.wrappedValue = $0 })) {
            SystemPickerSheet(picker: _FilePicker(.save { url in
                let result = write(url)
                isPresented.wrappedValue = false
                done(result)
            }, cancel: {
                isPresented.wrappedValue = false
                onCancellation()
            }), modifierName: "fileExporter")
        }
    }
}
