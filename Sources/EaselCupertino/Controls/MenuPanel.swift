@_spi(SystemViews) import EaselCore
import Foundation

/// iOS's open menu: a rounded panel of rows over the screen, next to the control that opened it.
///
/// Apple documents menus' behaviour, not their sizes: the 250 pt width, 44 pt rows with 16 pt
/// margins, the 13 pt corners, the hairlines between rows, the title leading and the icon
/// trailing, and the panel 8 pt below its button (above it when there is no room below) are read
/// off iOS 17 screenshots [screenshot], Easel's estimate. The panel is the regular material (a
/// blur of what is behind, as iOS's is) with a soft shadow. A `Divider` among the items is drawn
/// as a hairline (iOS draws a thicker gap).
enum MenuMetrics {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let rowMargin: CGFloat = 16
    static let cornerRadius: CGFloat = 13
    static let gap: CGFloat = 8
    static let screenMargin: CGFloat = 16
}

/// The open menu's items in its panel; using one runs it and closes the menu, unless the menu's
/// `menuActionDismissBehavior` is `.disabled` (`closesOnAction` false) or the item's says otherwise.
nonisolated struct MenuPanel: View {
    let items: AnyView
    var closesOnAction = true
    let close: () -> Void

    var body: some View {
        let closing = _TapObserver(close)
        Group(subviews: items.buttonStyle(MenuItemButtonStyle()).labelStyle(MenuItemLabelStyle())
                .environment(\.menuClose, closing)
                .environment(\._afterTap, closesOnAction ? closing : nil)) { rows in
            VStack(spacing: 0) {
                ForEach(subviews: rows) { row in
                    if row.id != rows.first?.id {
                        Divider()
                    }
                    row
                }
            }
        }
        .frame(width: MenuMetrics.width)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius))
        .clipShape(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius))
        .shadow(color: Color.black.opacity(0.15), radius: 20, x: 0, y: 8)
    }
}

/// A menu item: its title (and icon) across the panel, 44 pt tall, in the primary colour, or red
/// for a destructive one.
nonisolated struct MenuItemButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight, alignment: .leading)
            .padding(.horizontal, MenuMetrics.rowMargin)
            .contentShape(Rectangle())
    }
}

/// A menu item's label: the title at the leading edge, the icon at the trailing one.
nonisolated struct MenuItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Spacer(minLength: 8)
            configuration.icon
        }
    }
}

/// The open menu laid over the window: the panel placed next to the control it belongs to.
nonisolated struct OpenMenuLayer: View {
    let capture: _AnchorCapture
    let items: AnyView
    let closesOnAction: Bool
    let close: () -> Void

    var body: some View {
        GeometryReader { proxy in
            let button = capture.anchor.map { proxy[$0] } ?? .zero
            MenuPlacement(button: button) {
                MenuPanel(items: items, closesOnAction: closesOnAction, close: close)
            }
        }
    }
}

/// Places the panel under the button (above it when it doesn't fit below), its leading edge at
/// the button's, or its trailing edge at the button's when the button is in the screen's trailing
/// half, kept inside the screen's margins.
struct MenuPlacement: Layout {
    let button: CGRect

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let panel = subviews.first else { return }
        let size = panel.sizeThatFits(ProposedViewSize(width: MenuMetrics.width, height: nil))
        let buttonFrame = button.offsetBy(dx: bounds.minX, dy: bounds.minY)
        var x = buttonFrame.midX > bounds.midX ? buttonFrame.maxX - size.width : buttonFrame.minX
        x = Swift.min(Swift.max(x, bounds.minX + MenuMetrics.screenMargin), bounds.maxX - MenuMetrics.screenMargin - size.width)
        var y = buttonFrame.maxY + MenuMetrics.gap
        if y + size.height > bounds.maxY, buttonFrame.minY - MenuMetrics.gap - size.height >= bounds.minY {
            y = buttonFrame.minY - MenuMetrics.gap - size.height
        }
        panel.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
    }
}

/// A view with a context menu: a long press opens it.
nonisolated struct ContextMenuModifier: ViewModifier {
    let items: AnyView
    let preview: AnyView?
    @State private var isOpen = false

    func body(content: Content) -> some View {
        let capture = _AnchorCapture()
        let open = $isOpen
        content
            ._capturingAnchor(capture)
            .onLongPressGesture { open.wrappedValue = true }
            ._presenting(isOpen) {
                ContextMenuLayer(capture: capture, items: items, preview: preview) { open.wrappedValue = false }
            }
    }
}

/// An open context menu: the window dimmed except the pressed view (or, when given, its preview
/// over it), and the menu's panel under it. iOS blurs and dims the rest of the screen; Easel dims
/// it by 20 % black without the blur, and the 13 pt rounding of the view's cut-out is read off
/// screenshots [screenshot], Easel's estimate.
nonisolated struct ContextMenuLayer: View {
    let capture: _AnchorCapture
    let items: AnyView
    let preview: AnyView?
    let close: () -> Void

    var body: some View {
        GeometryReader { proxy in
            let pressed = capture.anchor.map { proxy[$0] } ?? .zero
            ZStack(alignment: .topLeading) {
                if preview == nil {
                    DimmedWindow(hole: pressed).fill(Color.black.opacity(0.2), style: FillStyle(eoFill: true))
                } else {
                    Color.black.opacity(0.2)
                }
                MenuPlacement(button: pressed) {
                    MenuPanel(items: items, close: close)
                }
                if let preview {
                    preview
                        .fixedSize()
                        .background(SystemColor.systemBackground)
                        .clipShape(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius))
                        .position(x: pressed.midX, y: pressed.midY)
                }
            }
        }
        .ignoresSafeArea()
    }
}

/// The window with a rounded hole where the pressed view is, filled even-odd.
nonisolated struct DimmedWindow: Shape {
    let hole: CGRect

    func path(in rect: CGRect) -> Path {
        var path = Path(rect.insetBy(dx: -1000, dy: -1000))
        path.addRoundedRect(in: hole, cornerSize: CGSize(width: MenuMetrics.cornerRadius, height: MenuMetrics.cornerRadius))
        return path
    }
}
