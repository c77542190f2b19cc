import Foundation

/// The letter spacing that makes Noto Serif as wide as New York, the face iOS draws
/// `design: .serif` with. Of the serif faces in Debian, Noto Serif comes closest to New York's
/// widths once tracked (`scripts/measure-design-tracking.py`, Regular): mean width error 1.3 %,
/// against 1.4 % for Noto Serif Display, 1.7 % Roboto Slab, 2.1 % Vollkorn, 2.7 % DejaVu Serif,
/// 2.8 % Linux Libertine, and 3.2–5.0 % for Caladea, Gentium Plus, Liberation Serif, FreeSerif,
/// Charis SIL, Yrsa and EB Garamond.
///
/// New York is a variable font whose optical size follows the point size, so its advances change
/// with size as well as weight, and its `trak` table loosens small sizes. Each row below is, for
/// one weight, the tracking that makes Noto Serif's face of that weight as wide in total as New
/// York over ten strings of Latin text and digits, shaped with HarfBuzz [computed]. New York is
/// Apple's `NewYork.ttf` (developer fonts download) at `opsz` = the size, its own `trak` applied,
/// and `wght` at its named instances: 400 Regular, 496 Medium, 568 Semibold, 674 Bold, 810 Heavy,
/// 934 Black [measured]. Between sizes and weights the table is interpolated linearly.
/// Measured result: mean width error 1.3 % (Regular) to 2.1 % (Black), at worst 4 % in Regular
/// ("Settings"); untracked Noto Serif was 4.6 % off on average, 28 % at worst.
enum NewYorkTracking {
    /// New York's lightest weight: its `wght` axis starts at Regular, so lighter weights draw Regular.
    static let lightestWeight: CGFloat = 400

    private static let sizes: [CGFloat] = [6, 8, 11, 12, 13, 15, 17, 20, 22, 28, 34, 40, 48, 64, 96]
    private static let byWeight: [(weight: CGFloat, table: TrackingTable)] = [
        (400, [34.7, 20.1, 6.2, 1.5, -1.1, -6.5, -11.8, -19.9, -21.5, -26.6, -31.6, -35.6, -40.1, -49.3, -62.3]),
        (500, [41.2, 26.6, 12.7, 8.0, 5.5, 0.2, -5.1, -12.9, -14.6, -19.4, -24.3, -28.1, -32.5, -41.1, -53.4]),
        (600, [42.6, 27.9, 14.0, 9.4, 6.8, 1.6, -3.6, -11.4, -13.0, -17.7, -22.4, -26.0, -30.3, -38.6, -50.3]),
        (700, [47.8, 33.1, 19.2, 14.6, 12.1, 6.9, 1.9, -5.8, -7.3, -11.8, -16.2, -19.7, -23.7, -31.5, -42.5]),
        (800, [56.5, 41.9, 28.0, 23.3, 20.8, 15.8, 10.8, 3.3, 1.9, -2.2, -6.4, -9.7, -13.2, -20.3, -30.4]),
        (900, [65.3, 50.7, 36.8, 32.1, 29.7, 24.9, 19.9, 12.5, 11.2, 7.3, 3.4, 0.4, -2.9, -9.4, -18.6]),
    ].map { row in (row.0, TrackingTable(rows: zip(sizes, row.1).map { (at: $0, value: $1) })) }

    /// Tracking in em for Noto Serif drawing New York at `size` points and `weight`.
    static func em(forSize size: CGFloat, weight: CGFloat) -> CGFloat {
        let atWeight = TrackingTable(rows: byWeight.map { (at: $0.weight, value: $0.table.value(at: size)) })
        return atWeight.value(at: weight) / 1000
    }
}
