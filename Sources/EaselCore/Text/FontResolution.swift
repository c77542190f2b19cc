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

extension Font.TextStyle {
    /// The style's point size at each Dynamic Type size, xSmall … xxxLarge then AX1 … AX5 (Apple's
    /// Human Interface Guidelines, "Typography", the iOS/iPadOS Dynamic Type sizes tables).
    private enum DynamicSizes {
        static let largeTitle: [CGFloat] = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        static let title: [CGFloat] = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        static let title2: [CGFloat] = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        static let title3: [CGFloat] = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        static let body: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        static let callout: [CGFloat] = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        static let subheadline: [CGFloat] = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        static let footnote: [CGFloat] = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        static let caption: [CGFloat] = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        static let caption2: [CGFloat] = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }

    /// The style's point size at `dynamicTypeSize` (the default size's without a table look-up:
    /// every text asks).
    func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        if dynamicTypeSize == .large { return metrics.size }
        let sizes: [CGFloat] = switch self {
        case .largeTitle: DynamicSizes.largeTitle
        case .title: DynamicSizes.title
        case .title2: DynamicSizes.title2
        case .title3: DynamicSizes.title3
        case .headline, .body: DynamicSizes.body
        case .callout: DynamicSizes.callout
        case .subheadline: DynamicSizes.subheadline
        case .footnote: DynamicSizes.footnote
        case .caption: DynamicSizes.caption
        case .caption2: DynamicSizes.caption2
        }
        return sizes[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3]
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
        let dynamicTypeSize = environment.dynamicTypeSize
        switch font.base {
        case let .textStyle(style):
            (size, weight, emphasized) = style.metrics
            size = style.size(at: dynamicTypeSize)
        case let .system(pointSize):
            size = pointSize
            weight = 400
        case let .custom(name, pointSize, relativeTo):
            // Scaled as its text style scales from the default size (Apple, `custom(_:size:)`:
            // "scales relative to the body text style"); `fixedSize` doesn't scale.
            size = pointSize
            if let relativeTo, dynamicTypeSize != .large {
                size = pointSize * relativeTo.size(at: dynamicTypeSize) / relativeTo.metrics.size
            }
            weight = 400
            family = .named(name)
        }
        if let fontWeight = font.weight { weight = fontWeight.value }
        if let environmentWeight = environment.fontWeight { weight = environmentWeight.value }
        if let runWeight = self.weight { weight = runWeight.value }
        if isBold || font.isBold || environment.isBold { weight = max(weight, emphasized) }
        if !size.isFinite || size <= 0 { size = 17 }
        if (scale ?? options.scale) == .secondary { size *= Text.Scale.secondaryFactor }
        if let symbolFamily {
            // A symbol inside text: its glyph at the text's size, in no other style.
            var symbol = FontDescription(family: .named(symbolFamily), size: size)
            symbol.keepsSystemLineBox = true
            symbol.baselineOffset = baselineOffset ?? environment.textBaselineOffset ?? 0
            return symbol
        }
        var description = FontDescription(
            family: family,
            size: size,
            weight: weight,
            italic: isItalic || font.isItalic || environment.isItalic,
            monospacedDigit: isMonospacedDigit || font.isMonospacedDigit
        )
        // `Font.monospaced()` on a custom font: "a fixed-width font from the same family as the
        // base font, if one is available, and a default fixed-width font otherwise" (Apple,
        // `Font.monospaced()`). Easel keeps a named face that is itself fixed-pitch, else draws
        // the monospaced system design. (`View.monospaced` and `Text.monospaced` leave a font
        // without a fixed-width variant unchanged, per their documentation, so only the font's
        // own design asks this.)
        if case .named = family, font.design == .monospaced,
           !FontRegistry.shared.face(for: description).isFixedPitch {
            description.family = .system(.monospaced)
        }
        // Kerning and tracking both add space after each character here (SwiftUI's tracking also
        // turns off ligatures, which Easel keeps) [I].
        description.tracking = (tracking ?? environment.textTracking ?? 0) + (kerning ?? environment.textKerning ?? 0)
        description.baselineOffset = baselineOffset ?? environment.textBaselineOffset ?? 0
        return description
    }
}
