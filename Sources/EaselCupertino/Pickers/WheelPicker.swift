@_spi(SystemViews) import EaselCore
import Foundation

/// iOS's wheel (`UIPickerView`), composed of text and shapes: a column 216 pt tall (UIKit's
/// default picker height) with the selected option centred on a light grey band (#767680 at 12 %,
/// 8 pt corners, 8 pt from the sides) and its neighbours above and below on a drum: row `i` away
/// from the selection sits at R·sin(i·h/R) from the centre, squashed by cos(i·h/R) and faded as
/// much, with rows h = 32 pt apart on a drum of radius R = 108 (half the height) [screenshot:
/// row pitch and drum read off iOS 17 screenshots; the band colour is `tertiarySystemFill`].
nonisolated struct WheelPicker<Option: View>: View {
    /// How many options the wheel has; only those within a quarter turn of the selection are built.
    let count: Int
    let selected: Int?
    let option: (Int) -> Option
    let select: (Int) -> Void
    /// Whether the wheel spreads across the width it is offered and draws its band; a column of a
    /// date picker's wheels is as wide as its options, on a band the columns share.
    var isAlone = true

    static var height: CGFloat { 216 }
    static var rowPitch: CGFloat { 32 }
    static var radius: CGFloat { 108 }
    /// Rows within a quarter turn of the centre: ⌊(π/2) · R / h⌋ = 5 on each side.
    static var reach: Int { Int((CGFloat.pi / 2 * radius / rowPitch).rounded(.down)) }

    var body: some View {
        let center = selected ?? 0
        let shown = Swift.max(0, center - Self.reach)..<Swift.min(count, center + Self.reach + 1)
        ZStack {
            if isAlone {
                WheelBand()
            }
            ForEach(Array(shown), id: \.self) { index in
                let angle = CGFloat(index - center) * Self.rowPitch / Self.radius
                option(index)
                    .lineLimit(1)
                    .scaleEffect(x: 1, y: cos(angle))
                    .opacity(selected == nil ? 0.3 * cos(angle) : cos(angle))
                    .offset(y: Self.radius * sin(angle))
                    .onTapGesture { select(index) }
            }
        }
        .frame(maxWidth: isAlone ? .infinity : nil)
        .padding(.horizontal, isAlone ? 0 : 8)
        .frame(height: Self.height)
        .clipped()
    }
}

/// The grey band a wheel's selection rests on.
nonisolated struct WheelBand: View {
    static let color = SystemColor.tertiarySystemFill

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Self.color)
            .frame(height: 34)
            .padding(.horizontal, 8)
    }
}

/// A picker's options as rows of its list, the selected one checked (`.inline` in a list): each
/// row shows its option in the primary colour and, when selected, a checkmark in the accent
/// colour at the trailing edge (17 pt semibold) [screenshot]. Tapping a row selects it.
nonisolated struct InlinePickerRows: View {
    let options: SubviewsCollection
    let selected: Int?
    let select: (Int) -> Void

    var body: some View {
        ForEach(options.indices, id: \.self) { index in
            HStack {
                options[index]
                Spacer(minLength: 8)
                if index == selected {
                    Image(systemName: "checkmark")
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundStyle(Color.accentColor)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { select(index) }
        }
    }
}
