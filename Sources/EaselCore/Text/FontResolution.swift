import EaselText
import Foundation

extension Font.TextStyle {
    /// Point size and weight of each text style at the default Dynamic Type size (iOS, "Large"),
    /// and the weight `.bold()` gives it (platform-constants.md §1.1 [doc]: HIG typography table).
    var metrics: (size: CGFloat, weight: CGFloat, emphasized: CGFloat) {
        switch self {
        case .largeTitle: (34, 400, 700)
        case .title: (28, 400, 700)
        case .title2: (22, 400, 700)
        case .title3: (20, 400, 600)
        case .headline: (17, 600, 600)
        case .body: (17, 400, 600)
        case .callout: (16, 400, 600)
        case .subheadline: (15, 400, 600)
        case .footnote: (13, 400, 600)
        case .caption: (12, 400, 600)
        case .caption2: (11, 400, 600)
        }
    }
}

extension Font.Design {
    var textDesign: FontDescription.Design {
        switch self {
        case .default: .default
        case .serif: .serif
        case .rounded: .rounded
        case .monospaced: .monospaced
        }
    }
}

extension Text.Segment {
    /// The font this run draws with: its own font, else the environment's, else `.body`; weight,
    /// bold and italic from the run, the font and the environment.
    func fontDescription(in environment: EnvironmentValues) -> FontDescription {
        let font = self.font ?? environment.font ?? .body
        var size: CGFloat
        var weight: CGFloat
        var emphasized: CGFloat = 700
        let options = environment.textFontOptions
        var family: FontDescription.Family = .system(design(of: font, options: options).textDesign)
        switch font.base {
        case let .textStyle(style):
            (size, weight, emphasized) = style.metrics
        case let .system(pointSize):
            size = pointSize
            weight = 400
        case let .custom(name, pointSize, _):
            size = pointSize
            weight = 400
            family = .named(name)
        }
        if let fontWeight = font.weight { weight = fontWeight.value }
        if let environmentWeight = environment.fontWeight { weight = environmentWeight.value }
        if let runWeight = self.weight { weight = runWeight.value }
        if isBold || font.isBold || environment.isBold { weight = max(weight, emphasized) }
        if !size.isFinite || size <= 0 { size = 17 }
        if (scale ?? options.scale) == .secondary { size *= Text.Scale.secondaryFactor }
        var description = FontDescription(
            family: family,
            size: size,
            weight: weight,
            italic: isItalic || font.isItalic || environment.isItalic,
            monospacedDigit: isMonospacedDigit || font.isMonospacedDigit
        )
        // Kerning and tracking both add space after each character here (SwiftUI's tracking also
        // turns off ligatures, which Easel keeps) [I].
        description.tracking = (tracking ?? environment.textTracking ?? 0) + (kerning ?? environment.textKerning ?? 0)
        description.baselineOffset = baselineOffset ?? environment.textBaselineOffset ?? 0
        return description
    }
}
