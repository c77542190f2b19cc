import Foundation

/// The letter spacing Core Text gives the system font, emulated on Inter (platform-constants.md §1.3
/// table [doc, via third-party copy], rule in §5.2 [computed]):
/// - below 20 pt, Inter's text cut takes SF Pro's iOS tracking table, in 1/1000 em after every glyph;
/// - from 20 pt, Inter Display takes +5/1000 em (fitted: +5.4 at 22 pt, +4.2 at 27 pt).
/// Named custom fonts get none. Sizes between table rows are interpolated linearly, as a `trak`
/// table is; sizes below 6 pt use the 6 pt value.
enum SFTracking {
    /// 6…20 pt, from the §1.3 table.
    private static let table = TrackingTable(rows: [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23),
    ])

    /// Inter Display's tracking from 20 pt (platform-constants.md §0.3 / §5.2: "≈ +0.005 em").
    static let displayTracking: CGFloat = 5

    /// Tracking in em for the system font at `size` points.
    static func em(forSize size: CGFloat) -> CGFloat {
        if size >= BundledFonts.displayCutMinimumSize { return displayTracking / 1000 }
        return table.value(at: size) / 1000
    }
}
