@_spi(SystemViews) import EaselCore
import Foundation

/// iOS's segmented control, composed of shapes and text: a 32 pt track (`UISegmentedControl`'s
/// default height since iOS 13) in light grey (#767680 at 12 %, #EEEEEF over white) with 9 pt
/// corners; the selected segment on a white thumb 2 pt inside it with 7 pt corners and a soft
/// shadow; segments of equal width, titles in 13 pt (semibold when selected), hairline dividers
/// between unselected neighbours [screenshot].
///
/// `UISegmentedControl.appearance()` changes that look: `selectedSegmentTintColor` fills the
/// thumb, `backgroundColor` the track [I: UIKit blends it with the track's grey; drawn as it is],
/// and the title attributes the titles' colour and font (`titles(_:)`).
nonisolated struct SegmentedControl: View {
    let options: SubviewsCollection
    /// The same options resolved in the selected segment's bold.
    let selectedOptions: SubviewsCollection
    let selected: Int?
    let select: (Int) -> Void

    static let track = SystemColor.fieldBackground

    /// The titles' font and colour, unselected and selected: 13 pt medium and semibold in the
    /// colour around, unless the appearance's `.normal` attributes say otherwise, and its
    /// `.selected` ones over those for the selected segment (UIKit's fallback to normal).
    static func titles(_ appearance: SystemAppearance.SegmentedControl) -> (normal: (font: Font, color: Color?), selected: (font: Font, color: Color?)) {
        let selected = appearance.selectedTitle.over(appearance.normalTitle)
        return (
            (appearance.normalTitle.font ?? .system(size: 13, weight: .medium), appearance.normalTitle.color),
            (selected.font ?? .system(size: 13, weight: .semibold), selected.color)
        )
    }

    var body: some View {
        let appearance = SystemAppearance.current.segmentedControl
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                (index == selected && selectedOptions.indices.contains(index) ? selectedOptions[index] : options[index])
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if index == selected {
                            RoundedRectangle(cornerRadius: 7)
                                .fill(appearance.selectedSegmentTintColor ?? SystemColor.segmentThumb)
                                .shadow(color: Color.black.opacity(0.12), radius: 4, y: 3)
                                .padding(2)
                        }
                    }
                    .overlay(alignment: .leading) {
                        if index > 0 && index != selected && index - 1 != selected {
                            Rectangle().fill(SystemColor.systemGray3).frame(width: 1, height: 16)
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .frame(height: 32)
        .background(RoundedRectangle(cornerRadius: 9).fill(appearance.backgroundColor ?? Self.track))
    }
}

/// A segment's title font, and its colour when the appearance sets one.
nonisolated struct SegmentTitleStyle: ViewModifier {
    let font: Font
    let color: Color?

    func body(content: Content) -> some View {
        if let color {
            content.font(font).foregroundStyle(color)
        } else {
            content.font(font)
        }
    }
}
