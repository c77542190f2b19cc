import EaselCore
import Foundation

/// Which tabs an iPhone's tab bar shows, and which go to its More list.
///
/// A tab bar holds at most five items. With more tabs than that, it shows the first four and a
/// fifth item, More (the "•••" symbol), which opens a list of the others (Apple, `UITabBarController`:
/// with more than five view controllers, "the tab bar controller displays the first four items
/// and the More item", the More navigation controller listing the rest; SwiftUI's `TabView` is
/// built on it on iOS).
struct TabBarArrangement {
    /// The tabs with an item of their own in the bar, by index among all the tabs.
    let barTabs: [Int]
    /// The tabs the More list holds; empty when every tab fits in the bar.
    let moreTabs: [Int]

    /// The most items a tab bar holds.
    static let capacity = 5

    /// The arrangement of `tabs` (indices of the tabs the bar shows, in order).
    init(tabs: [Int]) {
        if tabs.count > Self.capacity {
            barTabs = Array(tabs.prefix(Self.capacity - 1))
            moreTabs = Array(tabs.dropFirst(Self.capacity - 1))
        } else {
            barTabs = tabs
            moreTabs = []
        }
    }

    /// The slot of the More item, when there is one.
    var moreSlot: Int? { moreTabs.isEmpty ? nil : barTabs.count }

    /// The slot to highlight when `shown` is the selected tab, or the More list is open: More
    /// for a tab it holds; none for a tab the bar doesn't show at all.
    func selectedSlot(shown: Int, moreListIsOpen: Bool) -> Int {
        if let moreSlot, moreListIsOpen || moreTabs.contains(shown) { return moreSlot }
        return barTabs.firstIndex(of: shown) ?? -1
    }

    /// The More item, labelled as iOS labels it.
    static var moreItem: TabBarItem {
        TabBarItem(label: AnyView(Label("More", systemImage: "ellipsis")), badge: nil)
    }
}

/// The list the More item opens: a navigation stack titled More, one row per tab it holds, each
/// pushing its tab's content, as iOS's More navigation controller does: a plain table (rows
/// edge to edge), the tab's icon in the tint beside its title [remembered from iOS, not measured].
nonisolated struct MoreList: View {
    let rows: [(label: AnyView?, content: AnyView)]

    var body: some View {
        NavigationStack {
            List {
                ForEach(rows.indices, id: \.self) { index in
                    NavigationLink {
                        rows[index].content
                    } label: {
                        (rows[index].label ?? AnyView(EmptyView())).labelStyle(MoreRowLabelStyle())
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("More")
        }
    }
}

/// A row of the More list: the tab's icon in the tint, then its title.
nonisolated struct MoreRowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 12) {
            configuration.icon.foregroundStyle(.tint)
            configuration.title
        }
    }
}
