import Foundation

/// The document browser a `fileImporter` or `fileExporter` presents, answered as a person would.
extension ViewHost {
    /// Picks `urls` in the presented file importer (`fileImporter`): its completion gets them,
    /// and it closes.
    /// - Throws: `ViewHostError.notFound` when no file importer is presented;
    ///   `ViewHostError.fileNotAllowed` for a file of a type the importer doesn't list (iOS's
    ///   browser greys it out), or for several files when it takes one.
    public func chooseFiles(_ urls: [URL]) throws {
        guard case let .open(allowed, multiple, choose) = try presentedFilePicker(what: "file importer to choose files in").purpose else {
            throw ViewHostError.wrongKind("The presented picker", expected: "a file importer")
        }
        if urls.count > 1, !multiple {
            throw ViewHostError.fileNotAllowed("\(urls.count) files", allowed: ["one file (allowsMultipleSelection is false)"])
        }
        for url in urls {
            let type = url.hasDirectoryPath ? UTType.folder : (UTType(filenameExtension: url.pathExtension) ?? .data)
            guard allowed.contains(where: { type.conforms(to: $0) }) else {
                throw ViewHostError.fileNotAllowed(url.lastPathComponent, allowed: allowed.map(\.identifier))
            }
        }
        choose(urls)
        update()
    }

    /// Saves the presented file exporter's document (`fileExporter`) at `url`: a file for one
    /// document, a folder for several. Its completion gets where, or the error writing met.
    public func saveFile(to url: URL) throws {
        guard case let .save(save) = try presentedFilePicker(what: "file exporter to save with").purpose else {
            throw ViewHostError.wrongKind("The presented picker", expected: "a file exporter")
        }
        save(url)
        update()
    }

    /// Picks the pictures or videos in the files at `urls` in the presented photo picker
    /// (`PhotosPicker`, `photosPicker`): the selection becomes items that load those files.
    /// - Throws: `ViewHostError.notFound` when no photo picker is presented;
    ///   `ViewHostError.fileNotAllowed` for a file its filter leaves out (a text file, a video
    ///   where it shows images), or for more than it takes.
    public func choosePhotos(_ urls: [URL]) throws {
        guard case let .photos(filter, matches, limit, choose) = try presentedFilePicker(what: "photo picker to choose photos in").purpose else {
            throw ViewHostError.wrongKind("The presented picker", expected: "a photo picker (it is a file importer or exporter)")
        }
        if let limit, urls.count > limit {
            throw ViewHostError.fileNotAllowed("\(urls.count) photos", allowed: ["at most \(limit) (maxSelectionCount)"])
        }
        for url in urls {
            guard let type = UTType(filenameExtension: url.pathExtension), matches(type) else {
                throw ViewHostError.fileNotAllowed(url.lastPathComponent, allowed: [filter])
            }
        }
        choose(urls)
        update()
    }

    /// Closes the presented file importer or exporter, or photo picker, without choosing, as its
    /// Cancel button does.
    public func cancelFilePicker() throws {
        try presentedFilePicker(what: "file importer or exporter to cancel").cancel()
        update()
    }

    private func presentedFilePicker(what: String) throws -> _FilePicker {
        let storage = layout.storage
        for index in storage.usableControlEntries {
            if case let .filePicker(picker)? = storage.entries[index].node.annotations?.interaction { return picker }
        }
        throw ViewHostError.notFound(what, known: controlLabels())
    }
}
