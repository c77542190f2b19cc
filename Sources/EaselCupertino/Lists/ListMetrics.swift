@_spi(SystemViews) import EaselCore
import Foundation

/// The measurements of iOS's lists (iOS 15–17, iPhone). Apple publishes few of them; each says
/// where it comes from.
enum ListMetrics {
    /// Rows are at least 44 pt tall: the HIG's minimum hit target and UIKit's default row height.
    static let minimumRowHeight: CGFloat = 44
    /// Row content sits 20 pt from the row's leading and trailing edges (SwiftUI's default
    /// `listRowInsets` at the sides) [screenshot].
    static let rowInsets = EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    /// Content taller than a text line gets 8 pt above and below it [screenshot].
    static let rowVerticalPadding: CGFloat = 8
    /// Inset sections stand 16 pt from the screen's sides, UIKit's layout margin on phones narrower
    /// than 414 pt, and 20 pt on wider ones (the Plus and Max phones, iPads) [UIKit].
    static let sectionMargin: CGFloat = 16
    static let wideSectionMargin: CGFloat = 20

    /// The inset sections' margin for a list this wide.
    static func sectionMargin(forWidth width: CGFloat?) -> CGFloat {
        (width ?? 0) >= 414 ? wideSectionMargin : sectionMargin
    }
    /// Inset sections' corner radius [screenshot].
    static let cornerRadius: CGFloat = 10
    /// Space between sections, and above the first, when there is no header [screenshot].
    static let sectionSpacing: CGFloat = 35
    /// A grouped header's text sits 17 pt below the previous section and 7 pt above its own
    /// [screenshot].
    static let headerTop: CGFloat = 17
    static let headerBottom: CGFloat = 7
    static let footerTop: CGFloat = 7
    /// `systemGroupedBackground` and `secondaryLabel` in the light scheme (Apple's published colour
    /// values: #F2F2F7, and #3C3C43 at 60 %, #8A8A8E over white).
    static let groupedBackground = SystemColor.systemGroupedBackground
    static let secondaryLabel = SystemColor.opaqueSecondaryLabel
    /// `tertiaryLabel` (#3C3C43 at 30 %, #C4C4C6 over white): a navigation row's chevron.
    static let chevron = SystemColor.chevron
}

/// Pads its content at the sides by the inset sections' margin for the width it is offered
/// (`ListMetrics.sectionMargin(forWidth:)`), plus `extra`; nothing but `extra` when the list's style
/// doesn't inset its sections.
struct SectionMargins: Layout {
    let insetsSections: Bool
    var extraLeading: CGFloat = 0
    var extraTrailing: CGFloat = 0

    private func margins(for width: CGFloat?) -> (leading: CGFloat, trailing: CGFloat) {
        let margin = insetsSections ? ListMetrics.sectionMargin(forWidth: width) : 0
        return (margin + extraLeading, margin + extraTrailing)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return .zero }
        let (leading, trailing) = margins(for: proposal.width)
        let inner = ProposedViewSize(width: proposal.width.map { Swift.max(0, $0 - leading - trailing) }, height: proposal.height)
        let size = content.sizeThatFits(inner)
        return CGSize(width: size.width + leading + trailing, height: size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let (leading, trailing) = margins(for: proposal.width ?? bounds.width)
        content.place(at: CGPoint(x: bounds.minX + leading, y: bounds.minY),
                      proposal: ProposedViewSize(width: Swift.max(0, bounds.width - leading - trailing), height: bounds.height))
    }
}

nonisolated extension View {
    /// This view inside `margins`.
    func sectionMargins(_ margins: SectionMargins) -> some View {
        margins { self }
    }
}
