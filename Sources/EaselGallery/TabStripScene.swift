import Easel
import Foundation

extension Gallery {
    /// The classic anchor-preference lesson: an underline that follows the selected tab.
    static let tabStrip = GalleryScene(
        name: "tab-strip",
        title: "An underline that follows the selected tab",
        summary: "Each tab publishes its bounds as an Anchor<CGRect> under its title (anchorPreference); the strip reads them all in overlayPreferenceValue, resolves the selected one with a GeometryProxy, and draws the underline at its frame. The tabs are sized by their titles, so the underline's width and place come from layout, not from numbers in the code.",
        canvasSize: CGSize(width: 390, height: 240)
    ) {
        VStack(spacing: 28) {
            TabStrip(titles: ["Home", "Trending", "Subscriptions"], selected: 1)
            TabStrip(titles: ["All", "Unread", "Flagged", "Archive"], selected: 3)
        }
        .padding(20)
    }

    /// Where each tab is, by index, for the strip to read back.
    struct TabBoundsKey: PreferenceKey {
        static let defaultValue: [Int: Anchor<CGRect>] = [:]

        static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    struct TabStrip: View {
        let titles: [String]
        let selected: Int

        var body: some View {
            HStack(spacing: 20) {
                ForEach(titles.indices, id: \.self) { index in
                    Text(titles[index])
                        .font(.headline)
                        .foregroundStyle(index == selected ? Color.primary : Color.secondary)
                        .padding(.vertical, 10)
                        .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [index: $0] }
                }
            }
            .overlayPreferenceValue(TabBoundsKey.self) { tabs in
                GeometryReader { proxy in
                    if let anchor = tabs[selected] {
                        let frame = proxy[anchor]
                        Capsule()
                            .fill(Color.accentColor)
                            .frame(width: frame.width, height: 3)
                            .offset(x: frame.minX, y: frame.maxY - 3)
                    }
                }
            }
            .padding(.horizontal, 16)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.secondary.opacity(0.12)))
        }
    }
}
