import Foundation

/// Writing files, with errors that say which path and why.
enum OutputFile {
    static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
            throw CommandError(description: "Cannot write \(url.path): the folder \(folder.path) does not exist. Choose another path with --out.")
        }
        if !FileManager.default.isWritableFile(atPath: folder.path) {
            throw CommandError(description: "Cannot write \(url.path): the folder \(folder.path) is not writable. Choose another path with --out.")
        }
        do {
            try data.write(to: url)
        } catch {
            throw CommandError(description: "Cannot write \(url.path): \(reason(error)). Choose another path with --out.")
        }
    }

    static func makeFolder(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw CommandError(description: "Cannot make the folder \(url.path): \(reason(error)). Choose another with --out.")
        }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        var text = nsError.localizedDescription
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
