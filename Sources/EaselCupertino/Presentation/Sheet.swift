@_spi(SystemViews) import EaselCore
import Foundation

/// A sheet or full-screen cover over the window, as iOS presents them.
///
/// A page sheet rests at its smallest detent (`presentationDetents`, `.large` by default), its
/// card on the system background with 10 pt top corners, over the window dimmed with black at
/// 20 % [screenshot]. At the large detent the window behind is pushed back, as since iOS 13:
/// clipped with rounded corners and scaled to 92 % about a point 70 % down, on black, so that its
/// top shows above the card [screenshot, approximate]. The drag indicator (36 × 5 pt, 5 pt from
/// the top) shows when asked or when there are several detents [screenshot]. A full-screen cover
/// fills the window, safe area and all, on the system background.
///
/// The content is laid out as a window's root is, in the sheet's safe area; `dismiss` closes it,
/// and `onDismiss` runs when it goes (a `ViewHost` sees it disappear).
nonisolated struct SheetPresentation<Content: View>: View {
    let content: Content
    let fullScreen: Bool
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?

    var body: some View {
        _HostedContent(content)
            .transformEnvironment(\._dismiss) { $0 = DismissAction(dismiss) }
            .containerControllerFrame()
            ._readingPreference(SheetPreferencesKey.self) { preferences in
                SheetCard(preferences: preferences, fullScreen: fullScreen)
            }
            .onDisappear { onDismiss?() }
    }
}

/// Draws resolved sheet content as a card at its detent, or as a full-screen cover.
nonisolated struct SheetCard: ViewModifier {
    let preferences: SheetPreferences
    let fullScreen: Bool

    static let systemBackground = SystemColor.elevatedSystemBackground
    static let dimming = Color.black.opacity(0.2)

    private var detent: PresentationDetent {
        // The smallest of the detents given; probed at a fixed height, as all scale alike.
        preferences.detents.min { $0.height(in: 1000) < $1.height(in: 1000) } ?? .large
    }

    func body(content: Content) -> some View {
        if fullScreen {
            content.background {
                if let custom = preferences.backgroundContent {
                    custom.view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: custom.alignment).ignoresSafeArea()
                } else if let style = preferences.background {
                    Rectangle().fill(style).ignoresSafeArea()
                } else {
                    Self.systemBackground.ignoresSafeArea()
                }
            }
        } else {
            let detent = detent
            let cornerRadius = preferences.cornerRadius ?? 10
            SheetLayout(detent: detent) {
                (preferences.backgroundInteraction?.leavesWindowUndimmed(at: detent) == true ? Color.clear : Self.dimming).ignoresSafeArea()
                content
                    .overlay(alignment: .top) {
                        if preferences.dragIndicator == .visible || (preferences.dragIndicator == .automatic && preferences.detents.count > 1) {
                            Capsule().fill(SystemColor.grabber).frame(width: 36, height: 5).padding(.top, 5)
                        }
                    }
                    .background {
                        // The card runs under the home indicator; its bottom corners fall off the screen.
                        if let custom = preferences.backgroundContent {
                            custom.view
                                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: custom.alignment)
                                .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
                                .padding(.bottom, -(cornerRadius + 60))
                        } else {
                            RoundedRectangle(cornerRadius: cornerRadius)
                                .fill(preferences.background ?? AnyShapeStyle(Self.systemBackground))
                                .padding(.bottom, -(cornerRadius + 60))
                        }
                    }
            }
            .preference(
                key: _PresentationBackdropKey.self,
                value: detent.isLarge ? _PresentationBackdrop(scale: 0.92, anchor: UnitPoint(x: 0.5, y: 0.7), cornerRadius: 10) : nil
            )
        }
    }
}

/// Lays out a sheet in the window's safe area: the dimming (subview 0) over all of it, the card
/// (subview 1) at the bottom, as tall as its detent.
struct SheetLayout: Layout {
    let detent: PresentationDetent

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        let height = detent.height(in: bounds.height)
        subviews[1].place(
            at: CGPoint(x: bounds.minX, y: bounds.maxY - height), anchor: .topLeading,
            proposal: ProposedViewSize(width: bounds.width, height: height)
        )
    }
}

nonisolated extension View {
    /// Presents a sheet while `isPresented` is true (see `SheetPresentation`).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        _presenting(isPresented.wrappedValue) {
            SheetPresentation(content: content(), fullScreen: false, dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
        }
    }

    /// Presents a sheet for `item` while it is non-nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _presenting(item.wrappedValue != nil) {
            if let value = item.wrappedValue {
                SheetPresentation(content: content(value), fullScreen: false, dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
            }
        }
    }

    /// Presents a view that covers the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        _presenting(isPresented.wrappedValue) {
            SheetPresentation(content: content(), fullScreen: true, dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
        }
    }

    /// Presents a full-screen view for `item` while it is non-nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _presenting(item.wrappedValue != nil) {
            if let value = item.wrappedValue {
                SheetPresentation(content: content(value), fullScreen: true, dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
            }
        }
    }

    /// Presents a popover; in compact width (every iPhone) iOS shows it as a sheet, and so does
    /// Easel (Apple, `popover`: "In compact size classes, the system presents a popover as a sheet").
    /// Where iOS shows a bubble instead (an iPad's regular width, or
    /// `presentationCompactAdaptation(.popover)`), Easel still draws a sheet, and says so.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented) { PopoverAsSheet(content: content()) }
    }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item) { PopoverAsSheet(content: content($0)) }
    }
}

/// How a presentation adapts where the screen is compact (Apple, `PresentationAdaptation`).
public struct PresentationAdaptation: Equatable, Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// The adaptation a presentation's content asks for; the first one set wins.
public enum _PresentationAdaptationKey: PreferenceKey {
    public static var defaultValue: PresentationAdaptation? { nil }
    public static func reduce(value: inout PresentationAdaptation?, nextValue: () -> PresentationAdaptation?) {
        if value == nil { value = nextValue() }
    }
}

nonisolated extension View {
    /// How the presentation this content is in adapts in compact width (Apple,
    /// `presentationCompactAdaptation(_:)`): `.popover` keeps a popover a bubble on iPhone.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        preference(key: _PresentationAdaptationKey.self, value: adaptation)
    }

    /// The adaptation for compact width and compact height; an iPhone in portrait is compact in
    /// width, so `horizontal` is the one Easel's pictures use.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        presentationCompactAdaptation(horizontal)
    }
}

/// A popover's content, drawn in a sheet: said when iOS would draw something else.
nonisolated struct PopoverAsSheet<Content: View>: View {
    let content: Content
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        content._readingPreference(_PresentationAdaptationKey.self) { adaptation in
            _DiagnosticModifier(message: message(adaptation))
        }
    }

    private func message(_ adaptation: PresentationAdaptation?) -> String? {
        if sizeClass == .regular {
            return "popover: in a regular width (an iPad) iOS shows a popover as a bubble pointing at its anchor; Easel draws it as a sheet."
        }
        switch adaptation {
        case .popover?, .none?:
            return "presentationCompactAdaptation(.\(adaptation!.name)): iOS shows this popover as a bubble on iPhone too; Easel draws it as a sheet."
        case .fullScreenCover?:
            return "presentationCompactAdaptation(.fullScreenCover): iOS covers the screen with this popover; Easel draws it as a sheet."
        default:
            return nil
        }
    }
}

/// Where a popover points (kept: popovers show as sheets on iPhone).
public enum PopoverAttachmentAnchor: Sendable {
    public enum Source: Sendable { case bounds }
    case rect(Source)
    case point(UnitPoint)
}
