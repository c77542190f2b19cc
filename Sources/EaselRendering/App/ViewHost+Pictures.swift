import EaselCore
import Foundation

extension ViewHost {
    /// The hosted view as it is now, drawn at the host's scale on `background` (white by
    /// default, as a window's); on a device, with its status bar and home indicator unless
    /// `showsSystemBars` is false.
    public func pngData(background: Color? = .white, showsSystemBars: Bool = true) throws -> Data {
        try layout.displayList(background: background, showsFrames: false, systemBars: showsSystemBars ? device : nil)
            .pngData(scale: layout.scale)
    }
}
