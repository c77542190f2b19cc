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
