@_spi(SystemViews) import EaselCore
import Foundation

/// What a file importer or exporter presents: iOS's document browser, in a sheet at the large
/// detent (it is a `UIDocumentPickerViewController`, presented as a form sheet, which fills an
/// iPhone's height). The browser is the system's and lists the person's files, so Easel leaves
/// the sheet empty and says so; a `ViewHost` answers it (`chooseFiles`, `saveFile`,
/// `cancelFilePicker`).
nonisolated struct FilePickerSheet: View {
    let picker: _FilePicker
    /// The modifier that presented it, for the diagnostic.
    let modifierName: String

    var body: some View {
        Color.clear
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            ._filePicker(picker)
            .modifier(_DiagnosticModifier(message: "\(modifierName): iOS's document browser, which lists the person's files, isn't drawn: its sheet is left empty. A ViewHost answers it with chooseFiles(_:), saveFile(to:) or cancelFilePicker()."))
    }
}

/// Where one file is saved when a person picks `url`: the file itself, or in the folder picked,
/// under `name` with the type's extension.
func savedFileURL(_ url: URL, name: String?, contentType: UTType) -> URL {
    guard url.hasDirectoryPath else { return url }
    let base = name ?? "Untitled"
    let file = url.appendingPathComponent(base)
    guard let pathExtension = contentType.preferredFilenameExtension, file.pathExtension.isEmpty else { return file }
    return file.appendingPathExtension(pathExtension)
}
