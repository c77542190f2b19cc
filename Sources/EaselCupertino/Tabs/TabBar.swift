@_spi(SystemViews) import EaselCore
import Foundation

/// One tab's entry in the tab bar.
struct TabBarItem {
    let label: AnyView?
    let badge: Text?
}

/// iOS's tab bar, composed of stacks, buttons, text and shapes.
///
/// Metrics: 49 pt tall above the home indicator (UIKit's standard `UITabBar` height on iPhone;
/// 83 pt with the 34 pt home indicator inset, as commonly tabulated); items share the width
/// equally, icon above title, the title in 10 pt medium; the selected item in the tint (the accent colour by default),
/// the others in grey (#999999); the bar on the light chrome colour (#F9F9F9) with a hairline
/// above; badges are red capsules (#FF3B30) at the icon's top trailing corner [screenshot].
nonisolated struct TabBar: View {
    let items: [TabBarItem]
    let selected: Int
    let select: (Int) -> Void
    /// `.tint` around the tab view colours the selected item, as on iOS.
    @Environment(\.tintColor) private var tint

    static let height: CGFloat = 49
    static let unselectedColor = Color(red: 0.6, green: 0.6, blue: 0.6)

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                Button {
                    select(index)
                } label: {
                    (items[index].label ?? AnyView(EmptyView()))
                        .labelStyle(TabItemLabelStyle(badge: items[index].badge))
                        .foregroundStyle(index == selected ? (tint ?? Color.accentColor) : Self.unselectedColor)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                .buttonStyle(.plain)
            }
        }
        .frame(height: Self.height)
        .background {
            VStack(spacing: 0) {
                Divider()
                Rectangle().fill(SystemColor.bar)
            }
            .ignoresSafeArea(edges: .bottom)
        }
    }
}

/// A tab item's label: the icon (24 pt) above the title (10 pt medium), the badge on the icon.
nonisolated struct TabItemLabelStyle: LabelStyle {
    let badge: Text?

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 3) {
            configuration.icon
                .font(.system(size: 22))
                .frame(height: 26)
                .overlay(alignment: .topTrailing) {
                    if let badge {
                        // Its own size: the overlay offers the icon's, too narrow for "12".
                        badge
                            .font(.system(size: 13))
                            .fixedSize()
                            .foregroundStyle(Color.white)
                            .padding(.horizontal, 5)
                            .frame(minWidth: 18, minHeight: 18)
                            .background(Capsule().fill(Color.red))
                            .offset(x: 12, y: -4)
                    }
                }
            configuration.title
                .font(.system(size: 10, weight: .medium))
        }
    }
}

/// The page dots of a paged tab view: the current page's dot white, the others faint, as
/// `UIPageControl` draws them (designed for dark content: on white they barely show, as on iOS);
/// 7 pt dots 9 pt apart, 10 pt above the bottom edge [screenshot].
nonisolated struct PageIndex: View {
    let count: Int
    let selected: Int
    let hasBackground: Bool

    var body: some View {
        HStack(spacing: 9) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Color.white.opacity(index == selected ? 1 : 0.35))
                    .frame(width: 7, height: 7)
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 6)
        .background {
            if hasBackground {
                Capsule().fill(Color.black.opacity(0.25))
            }
        }
        .padding(.bottom, 10)
    }
}
