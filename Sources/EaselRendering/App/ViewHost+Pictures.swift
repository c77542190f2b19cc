@_spi(SystemViews) import EaselCore
import Foundation

extension ViewHost {
    /// The hosted view as it is now, drawn at the host's scale on `background` (by default a
    /// window's: white, black in the dark colour scheme); on a device, with its status bar and
    /// home indicator unless `showsSystemBars` is false.
    public func pngData(showsSystemBars: Bool = true) throws -> Data {
        try pngData(background: SystemColor.systemBackground, showsSystemBars: showsSystemBars)
    }

    /// The hosted view as it is now on `background` (nil: transparent).
    public func pngData(background: Color?, showsSystemBars: Bool = true) throws -> Data {
        try layout.displayList(background: background, showsFrames: false, systemBars: showsSystemBars ? device : nil)
            .pngData(scale: layout.scale)
    }
}
