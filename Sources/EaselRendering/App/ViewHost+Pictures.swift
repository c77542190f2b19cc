import EaselCore
import Foundation

extension ViewHost {
    /// The hosted view as it is now, drawn at the host's scale on `background` (white by
    /// default, as a window's).
    public func pngData(background: Color? = .white) throws -> Data {
        try layout.displayList(background: background, showsFrames: false).pngData(scale: layout.scale)
    }
}
