import Foundation

/// The contrast a user asked for in Settings › Accessibility › Display & Text Size.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard
    case increased
}

/// The weight a user asked text to have (Settings › Display & Brightness › Bold Text).
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

extension EnvironmentValues {
    // The accessibility settings SwiftUI reports, read-only as in SwiftUI (the user sets them, not
    // the app). Easel draws what a device with iOS's default settings shows: all off.

    /// Reduce Motion: off.
    public var accessibilityReduceMotion: Bool { false }
    /// Reduce Transparency: off.
    public var accessibilityReduceTransparency: Bool { false }
    /// Differentiate Without Colour: off.
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// Smart or Classic Invert: off.
    public var accessibilityInvertColors: Bool { false }
    /// Button Shapes: off.
    public var accessibilityShowButtonShapes: Bool { false }
    /// VoiceOver: off.
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// Switch Control: off.
    public var accessibilitySwitchControlEnabled: Bool { false }
    /// Whether any assistive technology is on: no.
    public var accessibilityEnabled: Bool { false }
    /// Increase Contrast: off, so the standard contrast.
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    /// Bold Text: off, so the regular weight.
    public var legibilityWeight: LegibilityWeight? { .regular }
}
