@_spi(SystemViews) import EaselCore
import Foundation

/// The navigation bar iOS draws above a screen in a navigation stack, composed of stacks, text
/// and buttons.
///
/// Metrics:
/// - The bar is 44 pt tall below the status bar (UIKit's standard `UINavigationBar` height on
///   iPhone); a large title adds a 52 pt row, 96 pt in all: the bar of a large-title screen ends
///   140 pt from the top of an iPhone X, whose status bar is 44 pt (usagimaru, "iPhone X の
///   セーフエリアやマージン幅について", qiita.com, measured on iOS 11).
/// - The large title is 34 pt bold (the `largeTitle` text style, in the bold weight navigation
///   bars use), at the 16 pt layout margin, its text 8 pt above the bar's bottom [screenshot].
/// - The inline title is 17 pt semibold (`headline`), centred in the bar.
/// - Bar buttons are 17 pt in the accent colour, 16 pt from the bar's edges, 20 pt apart; the back
///   button is a chevron 8 pt from the leading edge followed by the previous screen's title
///   ("Back" when it has none) [screenshot].
/// - At rest, iOS 15+ draws no bar background behind content scrolled to its top (the
///   "scroll edge appearance"), which is what a picture shows; `toolbarBackground(_:for:)` with
///   `.visible` draws one, extending under the status bar; `toolbarColorScheme(_:for:)` then sets
///   the colour scheme of the bar's contents (only then: without a background it changes nothing,
///   as on iOS, where it applies as the background fades in).
/// - `UINavigationBar.appearance()` (`SystemAppearance.NavigationBar`) changes the background,
///   the titles' colour and font and the buttons' colour, in the state the bar is in: at rest the
///   scroll edge appearance, with its background visible the standard one. SwiftUI's own
///   `toolbarBackground` style wins over the appearance's background [I].
nonisolated struct NavigationBar: View {
    let title: Text?
    let displayMode: NavigationBarItem.TitleDisplayMode
    /// The back button's title; nil for no back button.
    let backTitle: Text?
    /// Whether the back button shows its chevron alone (`toolbarRole(.editor)`).
    var backTitleHidden = false
    /// What the back button does: the screen's dismiss action, which compares the same from one
    /// update to the next (a closure never does, and the bar then ran its body on every update).
    let back: DismissAction?
    let items: [_ToolbarEntry]
    let background: AnyShapeStyle?
    let showsBackground: Bool
    /// `searchable`'s field: what is typed, and the prompt.
    var search: (text: String, prompt: Text)?
    /// `toolbarColorScheme(_:for: .navigationBar)`.
    var colorScheme: ColorScheme?
    var appearance = SystemAppearance.NavigationBar()
    @Environment(\.tintColor) private var tint
    @Environment(\.colorScheme) private var environmentColorScheme

    static let height: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let margin: CGFloat = 16

    private func items(at position: ToolbarItemPlacement.Position) -> [_ToolbarEntry] {
        items.filter { $0.placement.position == position }
    }

    var body: some View {
        let principal = items(at: .principal)
        let look = appearance.shownAppearance(backgroundIsVisible: showsBackground)
        // The bar's buttons: the appearance's button colour, else SwiftUI's tint, else the
        // proxy's tint colour; the back button's own colour over those.
        let buttonTint = look.buttonColor ?? tint ?? appearance.tintColor
        VStack(spacing: 0) {
            ZStack {
                HStack(spacing: 0) {
                    if let backTitle {
                        BackButton(title: backTitleHidden ? nil : backTitle, back: back)
                            .environment(\.tintColor, look.backButtonColor ?? buttonTint)
                            .padding(.trailing, items(at: .leading).isEmpty ? 0 : 20)
                    }
                    ToolbarItems(entries: items(at: .leading), spacing: 20)
                    Spacer(minLength: 8)
                    ToolbarItems(entries: items(at: .trailing), spacing: 20)
                    if !items(at: .secondary).isEmpty {
                        OverflowButton().padding(.leading, items(at: .trailing).isEmpty ? 0 : 20)
                    }
                }
                .environment(\.tintColor, buttonTint)
                // A bar button's title stays on one line, truncated if it must be: UIKit's bar
                // buttons never wrap.
                .lineLimit(1)
                .padding(.leading, backTitle == nil ? Self.margin : 8)
                .padding(.trailing, Self.margin)
                if !principal.isEmpty {
                    ToolbarItems(entries: principal, spacing: 8)
                } else if displayMode == .inline, let title, !items(at: .titleMenu).isEmpty {
                    HStack(spacing: 4) {
                        title.foregroundColor(look.title.color).font(look.title.font ?? .headline).lineLimit(1)
                        TitleMenuIndicator()
                    }
                    .padding(.horizontal, 80)
                } else if displayMode == .inline, let title {
                    title.foregroundColor(look.title.color).font(look.title.font ?? .headline).lineLimit(1).padding(.horizontal, 80)
                }
            }
            .frame(height: Self.height)
            if displayMode == .large, let title {
                title.foregroundColor(look.largeTitle.color).font(look.largeTitle.font ?? .largeTitle.bold())
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, Self.margin)
                    .padding(.bottom, 8)
                    .frame(height: Self.largeTitleHeight, alignment: .bottom)
            }
            if let search {
                SearchField(text: search.text, prompt: search.prompt)
            }
        }
        .background {
            // The bar view's own colour (UIKit's `backgroundColor`, not an appearance's) fills
            // the bar, not the status bar above it, under the appearance's background.
            if let color = appearance.backgroundColor {
                Rectangle().fill(color)
            }
            if showsBackground && (background != nil || look.background.isStandard) {
                Rectangle().fill(background ?? AnyShapeStyle(SystemColor.bar))
                    .ignoresSafeArea(edges: .top)
            } else if look.background != .transparent {
                BarBackground(background: look.background, contentEdge: .bottom, drawsStandardHairline: false)
                    .ignoresSafeArea(edges: .top)
            }
        }
        .environment(\.colorScheme, (showsBackground ? colorScheme : nil) ?? environmentColorScheme)
    }
}

/// The search field `searchable` puts under the title: a 36 pt rounded field (10 pt corners) in
/// the fill grey (#767680 at 12 %, #EEEEEF over white) with a magnifying glass and the prompt in
/// secondary grey, 16 pt from the sides, in a 52 pt row [screenshot].
nonisolated struct SearchField: View {
    let text: String
    let prompt: Text

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(ListMetrics.secondaryLabel)
            if text.isEmpty {
                prompt.foregroundStyle(ListMetrics.secondaryLabel)
            } else {
                Text(text)
            }
            Spacer(minLength: 0)
        }
        .lineLimit(1)
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(RoundedRectangle(cornerRadius: 10).fill(SystemColor.fieldBackground))
        .padding(.horizontal, NavigationBar.margin)
        .frame(height: 52)
    }
}

/// Toolbar items side by side. A `Label` in a toolbar shows only its icon, as SwiftUI's automatic
/// label style does there (a style the item sets itself wins).
nonisolated struct ToolbarItems: View {
    let entries: [_ToolbarEntry]
    let spacing: CGFloat

    var body: some View {
        HStack(spacing: spacing) {
            ForEach(entries.indices, id: \.self) { index in
                if entries[index].placement.isConfirmation {
                    entries[index].content.font(.headline)
                } else {
                    entries[index].content
                }
            }
        }
        .labelStyle(.iconOnly)
    }
}

/// The back button: a chevron and the previous screen's title, in the accent colour.
nonisolated struct BackButton: View {
    /// Nil for the chevron alone.
    let title: Text?
    let back: DismissAction?

    var body: some View {
        Button { back?() } label: {
            HStack(spacing: 5) {
                Image(systemName: "chevron.backward").font(.system(size: 19, weight: .semibold))
                if let title {
                    title.lineLimit(1)
                }
            }
        }
        .accessibilityLabel(Text("Back"))
    }
}

/// The trailing "…" button that gathers `secondaryAction` items (iOS 16+).
nonisolated struct OverflowButton: View {
    var body: some View {
        ZStack {
            Circle().strokeBorder(Color.accentColor, lineWidth: 1.5)
            Image(systemName: "ellipsis").font(.system(size: 11, weight: .bold)).foregroundStyle(Color.accentColor)
        }
        .frame(width: 22, height: 22)
    }
}

/// The toolbar at the bottom of the screen (`bottomBar` and `status` items): 44 pt tall above the
/// home indicator (UIKit's standard `UIToolbar` height on iPhone), its items spread across it, a
/// single item centred [screenshot]. Its background, the bar material with a hairline above,
/// shows while content runs under it; at rest at the scroll edge of its screen's content (content
/// that ends above it, or no scroll view) it is transparent, as a navigation controller's toolbar
/// is since iOS 15 (Apple, `UIToolbar.scrollEdgeAppearance`), the same rule as the tab bar's.
nonisolated struct BottomToolbar: View {
    let items: [_ToolbarEntry]
    /// The screen's scroll views, which say whether content runs under the toolbar.
    var scrollBounds: [_ScrollContentBounds] = []

    var body: some View {
        HStack(spacing: 0) {
            if items.count == 1 {
                Spacer(minLength: 0)
            }
            ForEach(items.indices, id: \.self) { index in
                if index > 0 { Spacer(minLength: 16) }
                items[index].content.labelStyle(.iconOnly)
            }
            if items.count == 1 {
                Spacer(minLength: 0)
            }
        }
        .padding(.horizontal, NavigationBar.margin)
        .frame(height: 44)
        .frame(maxWidth: .infinity)
        .background {
            if !scrollBounds.isEmpty {
                GeometryReader { proxy in
                    if scrollBounds.contains(where: { TabBar.runsUnder($0, proxy) }) {
                        VStack(spacing: 0) {
                            Divider()
                            Rectangle().fill(SystemColor.bar)
                        }
                    }
                }
                .ignoresSafeArea(edges: .bottom)
            }
        }
    }
}

/// The bottom toolbar under a screen that has items for it, reading where the screen's scroll
/// views end.
nonisolated struct BottomToolbarModifier: ViewModifier {
    let items: [_ToolbarEntry]

    func body(content: Content) -> some View {
        if items.isEmpty {
            content
        } else {
            content._readingPreference(_ScrollContentBoundsKey.self) { bounds in
                BottomToolbarInset(items: items, scrollBounds: bounds)
            }
        }
    }
}

/// The bottom toolbar, inset at the bottom of the screen's safe area.
nonisolated struct BottomToolbarInset: ViewModifier {
    let items: [_ToolbarEntry]
    let scrollBounds: [_ScrollContentBounds]

    func body(content: Content) -> some View {
        content.safeAreaInset(edge: .bottom, spacing: 0) {
            BottomToolbar(items: items, scrollBounds: scrollBounds)
        }
    }
}
