import Foundation

/// The letter spacing that makes Inter's text cut as wide as SF Pro Rounded, the face iOS draws
/// `design: .rounded` with. Measured against Debian's open faces (`scripts/measure-design-tracking.py`,
/// Regular, once each is tracked to equal widths in total): Inter's text cut has the closest
/// per-glyph proportions (spread of width ratios 0.048; Inter Display 0.060, the others
/// 0.080–0.164) and a mean width error of 2.5 %, level with Liberation Sans (2.4 %, spread 0.080,
/// two weights) and ahead of DejaVu Sans, Lato, Open Sans, Noto Sans and Cantarell (2.6–3.0 %).
/// The rounded faces are the furthest: Quicksand 4.5 %, Eurofurence 4.7 %, Comfortaa 5.1 %,
/// Dosis 5.7 %. Inter also has all nine weights and SF's shapes apart from the rounded ends.
///
/// SF Pro Rounded has one set of advances for every size and loosens or tightens them with its
/// `trak` table, as Core Text applies it. So the tracking is that table plus an offset per weight:
/// - `sizes`: SF Pro Rounded's `trak` table, track 0, read from Apple's `SF-Pro-Rounded-*.otf`
///   (the same in every weight), converted from 1/2048 em to 1/1000 em [measured];
/// - `weights`: the offset that makes Inter (`wght` = the weight) as wide in total as SF Pro
///   Rounded of that weight, over ten strings of Latin text and digits shaped with HarfBuzz
///   [computed]; constant over sizes (spread < 0.01/1000 em between 11 and 40 pt).
/// Measured result: mean width error 2.5 % in Regular, 1.4 % in Bold (strings of thin letters
/// such as "iiiiillll" up to 9.9 %), against 3.0 % and 2.8 % drawn as the default design was.
enum SFRoundedTracking {
    static let sizes = TrackingTable(rows: [
        (6, 174), (9, 130), (10, 116), (11, 104), (12, 92), (13, 80), (14, 70), (15, 60), (16, 52),
        (17, 45), (20, 37), (22, 32), (28, 26), (32, 24), (36, 22), (50, 14), (64, 6), (80, 0),
    ].map { (at: $0.0, value: $0.1 * 1000 / 2048) })

    static let weights = TrackingTable(rows: [
        (100, -67.7), (200, -67.0), (300, -58.7), (400, -54.2), (500, -48.0), (600, -44.9),
        (700, -38.4), (800, -26.1), (900, -15.8),
    ])

    /// Tracking in em for Inter's text cut drawing SF Pro Rounded at `size` points and `weight`.
    static func em(forSize size: CGFloat, weight: CGFloat) -> CGFloat {
        (sizes.value(at: size) + weights.value(at: weight)) / 1000
    }
}
