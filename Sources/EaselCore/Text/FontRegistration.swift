import EaselText
import Foundation

extension Font {
    /// Registers a font file (TrueType, OpenType or a collection) so that `Font.custom(_:size:)`
    /// finds it by family, full or PostScript name: Easel's stand-in for an app's `UIAppFonts`
    /// entries, reachable from `import Easel` alone. Returns the file's family names; throws,
    /// naming the file, when it is missing or not a font.
    @discardableResult
    public static func register(fileAt url: URL) throws -> [String] {
        try FontRegistry.shared.register(fileAt: url)
    }
}
