import CFreeType
import CHarfBuzz
import CICU
import CFontconfig
import Foundation

func probeLibraries() -> Bool {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0 else { return false }
    FT_Done_FreeType(library)
    let buffer = hb_buffer_create()
    hb_buffer_destroy(buffer)
    return FcInit() != 0
}

func probeICU() -> Int {
    let text = Array("hello world foo".utf16)
    var offsets = [Int32](repeating: 0, count: 16)
    var hard = [UInt8](repeating: 0, count: 16)
    return Int(easel_line_breaks(text, Int32(text.count), "en", &offsets, &hard, 16))
}
