@_spi(SystemViews) import EaselCore
import Foundation

/// What a file importer or exporter, or a photos picker, presents: the system's document browser
/// or photo picker, in a sheet at the large detent (`UIDocumentPickerViewController` and
/// `PHPickerViewController` are presented as form or page sheets, which fill an iPhone's height;
/// the detent is chosen here for the photo picker). What they list is the person's own files or
/// photos, so Easel leaves the sheet empty and says so; a `ViewHost` answers it (`chooseFiles`,
/// `saveFile`, `choosePhotos`, `cancelFilePicker`).
nonisolated struct SystemPickerSheet: View {
    let picker: _FilePicker
    /// The modifier that presented it, for the diagnostic.
    let modifierName: String
    /// What the sheet would show, for the diagnostic.
    var shows = "iOS's document browser, which lists the person's files,"
    /// How a host answers it, for the diagnostic.
    var answeredWith = "chooseFiles(_:), saveFile(to:) or cancelFilePicker()"

    var body: some View {
        Color.clear
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            ._filePicker(picker)
            .modifier(_DiagnosticModifier(message: "\(modifierName): \(shows) isn't drawn: its sheet is left empty. A ViewHost answers it with \(answeredWith)."))
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
