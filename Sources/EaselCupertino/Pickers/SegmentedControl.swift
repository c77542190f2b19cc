@_spi(SystemViews) import EaselCore
import Foundation

/// iOS's segmented control, composed of shapes and text: a 32 pt track (`UISegmentedControl`'s
/// default height since iOS 13) in light grey (#767680 at 12 %, #EEEEEF over white) with 9 pt
/// corners; the selected segment on a white thumb 2 pt inside it with 7 pt corners and a soft
/// shadow; segments of equal width, titles in 13 pt (semibold when selected), hairline dividers
/// between unselected neighbours [screenshot].
nonisolated struct SegmentedControl: View {
    let options: SubviewsCollection
    /// The same options resolved in the selected segment's bold.
    let selectedOptions: SubviewsCollection
    let selected: Int?
    let select: (Int) -> Void

    static let track = SystemColor.fieldBackground

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                (index == selected && selectedOptions.indices.contains(index) ? selectedOptions[index] : options[index])
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if index == selected {
                            RoundedRectangle(cornerRadius: 7)
                                .fill(SystemColor.segmentThumb)
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
        .background(RoundedRectangle(cornerRadius: 9).fill(Self.track))
    }
}
