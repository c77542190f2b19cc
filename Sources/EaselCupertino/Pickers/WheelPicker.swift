import EaselCore
import Foundation

/// iOS's wheel (`UIPickerView`), composed of text and shapes: a column 216 pt tall (UIKit's
/// default picker height) with the selected option centred on a light grey band (#767680 at 12 %,
/// 8 pt corners, 8 pt from the sides) and its neighbours above and below on a drum: row `i` away
/// from the selection sits at R·sin(i·h/R) from the centre, squashed by cos(i·h/R) and faded as
/// much, with rows h = 32 pt apart on a drum of radius R = 108 (half the height) [screenshot:
/// row pitch and drum read off iOS 17 screenshots; the band colour is `tertiarySystemFill`].
struct WheelPicker: View {
    let options: SubviewsCollection
    let selected: Int?
    let select: (Int) -> Void

    static let height: CGFloat = 216
    static let rowPitch: CGFloat = 32
    static let radius: CGFloat = 108
    static let band = Color(red: 0.463, green: 0.463, blue: 0.502).opacity(0.12)

    var body: some View {
        let center = selected ?? 0
        ZStack {
            RoundedRectangle(cornerRadius: 8)
                .fill(Self.band)
                .frame(height: 34)
                .padding(.horizontal, 8)
            ForEach(options.indices, id: \.self) { index in
                let angle = CGFloat(index - center) * Self.rowPitch / Self.radius
                if abs(angle) < .pi / 2 {
                    options[index]
                        .lineLimit(1)
                        .scaleEffect(x: 1, y: cos(angle))
                        .opacity(selected == nil ? 0.3 * cos(angle) : cos(angle))
                        .offset(y: Self.radius * sin(angle))
                        .onTapGesture { select(index) }
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .clipped()
    }
}

/// A picker's options as rows of its list, the selected one checked (`.inline` in a list): each
/// row shows its option in the primary colour and, when selected, a checkmark in the accent
/// colour at the trailing edge (17 pt semibold) [screenshot]. Tapping a row selects it.
struct InlinePickerRows: View {
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
