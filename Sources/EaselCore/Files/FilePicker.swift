import Foundation

/// A presented file importer or exporter, or photo picker, which a `ViewHost` answers as a person would in iOS's
/// document browser (SPI for Easel's iOS looks, which present it).
@_spi(SystemViews)
public struct _FilePicker {
    /// What the picker is for.
    public enum Purpose {
        /// Opening files of one of the types (`fileImporter`): `choose` gets the files picked.
        case open(allowedContentTypes: [UTType], allowsMultipleSelection: Bool, choose: ([URL]) -> Void)
        /// Saving (`fileExporter`): `save` writes the documents to the folder or file given.
        case save(save: (URL) -> Void)
        /// Picking photos or videos (`PhotosPicker`, `photosPicker`): those whose types `matches`
        /// (the filter, described as `filter`), at most `limit` (nil: any number).
        case photos(filter: String, matches: (UTType) -> Bool, limit: Int?, choose: ([URL]) -> Void)
    }

    let purpose: Purpose
    /// The person closed the picker without choosing.
    let cancel: () -> Void

    public init(_ purpose: Purpose, cancel: @escaping () -> Void) {
        self.purpose = purpose
        self.cancel = cancel
    }
}

nonisolated extension View {
    /// Makes the view the presented file picker a host answers (`chooseFiles`, `saveFile`).
    @_spi(SystemViews)
    public func _filePicker(_ picker: _FilePicker) -> some View {
        modifier(_InteractionModifier(.filePicker(picker)))
    }
}
