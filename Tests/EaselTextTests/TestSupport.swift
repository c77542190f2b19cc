import Foundation
@testable import EaselText

/// Lays out one run of text.
func layout(_ text: String, font: FontDescription = .body, width: CGFloat? = nil, height: CGFloat? = nil,
            options: TextLayoutOptions = TextLayoutOptions()) -> TextLayout {
    TextEngine.layout([TextRun(text, font: font)], options: options, proposedWidth: width, proposedHeight: height)
}

/// The shown text of each line.
func lineTexts(_ layout: TextLayout) -> [String] {
    layout.lines.map(\.text)
}

/// `value` rounded up to the pixel grid of `scale` (the rule under test, written independently).
func ceilPixel(_ value: CGFloat, scale: CGFloat = 3) -> CGFloat {
    (value * scale - 1e-9).rounded(.up) / scale
}

/// Equal within `tolerance`.
func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// The faces drawing a layout's glyphs, in order of appearance.
func familyNames(_ layout: TextLayout) -> [String] {
    layout.lines.flatMap { $0.runs.map(\.face.familyName) }
}
