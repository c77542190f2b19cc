import Foundation

// Foundation's iOS 16 directory URLs, which Linux's Foundation lacks (it has `homeDirectory` and
// `temporaryDirectory`). An app's files on iOS live in its container; here they are the user's
// folders that Linux's `FileManager` gives for the same search paths, so a preview that saves and
// loads its data finds it where it saved it.
extension URL {
    /// The documents folder (Apple, `URL.documentsDirectory`).
    public static var documentsDirectory: URL { directory(.documentDirectory) }
    /// The caches folder (Apple, `URL.cachesDirectory`).
    public static var cachesDirectory: URL { directory(.cachesDirectory) }
    /// The application support folder (Apple, `URL.applicationSupportDirectory`).
    public static var applicationSupportDirectory: URL { directory(.applicationSupportDirectory) }
    /// The library folder (Apple, `URL.libraryDirectory`).
    public static var libraryDirectory: URL { directory(.libraryDirectory) }

    private static func directory(_ searchPath: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: searchPath, in: .userDomainMask).first ?? URL.homeDirectory
    }
}

// URL API of Apple's Foundation that Linux's lacks, which files reading a picked file use.
extension URL {
    /// The URL as Apple's default `URL.FormatStyle` writes it: scheme, host, port unless it is the
    /// scheme's own (HTTP's), and path; no user, password, query or fragment.
    public func formatted() -> String {
        guard let components = URLComponents(url: self, resolvingAgainstBaseURL: true), let scheme = components.scheme else {
            return absoluteString
        }
        var result = scheme + ":"
        if let host = components.host {
            result += "//" + host
            if let port = components.port, !((scheme == "http" && port == 80) || (scheme == "https" && port == 443)) {
                result += ":\(port)"
            }
        }
        return result + components.path
    }

    /// Asks for access to a file outside the app's sandbox (Apple): Linux has no sandbox, so the
    /// file is reachable as its permissions allow, and the call succeeds.
    public func startAccessingSecurityScopedResource() -> Bool { true }

    /// Gives up that access: nothing to give up.
    public func stopAccessingSecurityScopedResource() {}
}
