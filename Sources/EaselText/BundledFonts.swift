import Foundation

/// The fonts shipped as package resources (`Resources/Fonts`, OFL 1.1, licence texts beside them):
/// Inter 4.0 beta 7 as Debian's `fonts-inter-variable` ships it, in four variable files with one
/// `wght` axis (100–900): the text and Display cuts, roman and italic. Variable files rather than
/// static instances because one file per cut covers every weight, and HarfBuzz and FreeType apply
/// `wght` exactly (HVAR advances, gvar outlines). M+ 1 Regular is the Japanese fallback
/// (platform-constants.md §0.4, §5.6). About 3.8 MB in all.
enum BundledFonts {
    /// Below 20 pt the system font uses Inter's text cut, from 20 pt Inter Display
    /// (platform-constants.md §0.1, §5.2 rule [computed]).
    static let displayCutMinimumSize: CGFloat = 20

    static func interURL(display: Bool, italic: Bool) -> URL? {
        url((display ? "InterDisplay" : "Inter") + (italic ? "-italic.var" : "-roman.var"), "ttf")
    }

    static var japaneseFallbackURL: URL? { url("Mplus1-Regular", "otf") }

    /// Every bundled font file, for registering their names.
    static var allURLs: [URL] {
        [interURL(display: false, italic: false), interURL(display: false, italic: true),
         interURL(display: true, italic: false), interURL(display: true, italic: true),
         japaneseFallbackURL].compactMap { $0 }
    }

    private static func url(_ name: String, _ ext: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fonts")
    }
}
