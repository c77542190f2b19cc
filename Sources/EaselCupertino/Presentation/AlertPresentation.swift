@_spi(SystemViews) import EaselCore
import Foundation

/// An alert over the window, as iOS draws one: the window dimmed with black at 20 %, a 270 pt
/// wide box (UIKit's alert width, as commonly tabulated) with 14 pt corners on light grey
/// (#F2F2F2), the title in 17 pt semibold and the message in 13 pt, centred, then the buttons in
/// 44 pt rows under hairlines: two side by side (Cancel on the leading side, as UIKit orders
/// them), more stacked [screenshot]. Buttons are in the accent colour, Cancel semibold,
/// destructive ones red; every button dismisses the alert after its action. With no buttons an
/// "OK" button is added, as SwiftUI does.
nonisolated struct AlertPresentation<Actions: View, Message: View>: View {
    let title: Text
    let actions: Actions
    let message: Message?
    let dismiss: () -> Void

    static var background: Color { SystemColor.alertBackground }

    var body: some View {
        ZStack {
            Color.black.opacity(0.2).ignoresSafeArea()
            VStack(spacing: 0) {
                VStack(spacing: 4) {
                    title.font(.headline).multilineTextAlignment(.center)
                    if let message {
                        message.font(.footnote).multilineTextAlignment(.center)
                    }
                }
                .padding(.horizontal, 16)
                .padding(.top, 19)
                .padding(.bottom, 17)
                .frame(maxWidth: .infinity)
                Group(subviews: actions) { buttons in
                    AlertButtons(buttons: buttons)
                }
                .buttonStyle(AlertButtonStyle(dismiss: dismiss))
            }
            .frame(width: 270)
            .background(RoundedRectangle(cornerRadius: 14).fill(Self.background))
            .transformEnvironment(\._dismiss) { $0 = DismissAction(dismiss) }
        }
    }
}

/// An alert's buttons: OK when there are none; two in a row, Cancel first; else a column.
nonisolated struct AlertButtons: View {
    let buttons: SubviewsCollection

    var body: some View {
        if buttons.isEmpty {
            Divider()
            Button("OK") {}.frame(height: 44)
        } else if buttons.count == 2 {
            let ordered = buttons[1].containerValues._buttonRole == .cancel ? [buttons[1], buttons[0]] : [buttons[0], buttons[1]]
            Divider()
            HStack(spacing: 0) {
                ordered[0].frame(maxWidth: .infinity)
                Divider()
                ordered[1].frame(maxWidth: .infinity)
            }
            .frame(height: 44)
        } else {
            // Cancel goes last in a column, as UIKit orders it.
            let ordered = buttons.filter { $0.containerValues._buttonRole != .cancel } + buttons.filter { $0.containerValues._buttonRole == .cancel }
            ForEach(ordered.indices, id: \.self) { index in
                Divider()
                ordered[index].frame(maxWidth: .infinity).frame(height: 44)
            }
        }
    }
}

/// How an alert's (and a dialog's) buttons look: accent-coloured text filling their row (17 pt in
/// alerts, 20 pt in dialogs [screenshot]), semibold for Cancel, red for destructive actions; each
/// closes the presentation.
nonisolated struct AlertButtonStyle: PrimitiveButtonStyle {
    let dismiss: () -> Void
    var fontSize: CGFloat = 17
    static let destructive = Color.red

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: fontSize, weight: configuration.role == .cancel ? .semibold : .regular))
            .foregroundStyle(configuration.role == .destructive ? Self.destructive : Color.accentColor)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture {
                configuration.trigger()
                dismiss()
            }
    }
}

/// A confirmation dialog (action sheet) at the bottom of the window: its actions in a rounded
/// group (title and message above them in 13 pt grey when shown), Cancel apart below in
/// semibold, each row 57 pt tall, 8 pt from the screen's sides and from the safe area's bottom
/// [screenshot].
nonisolated struct ConfirmationDialogPresentation<Actions: View, Message: View>: View {
    let title: Text?
    let actions: Actions
    let message: Message?
    let dismiss: () -> Void

    var body: some View {
        ZStack(alignment: .bottom) {
            Color.black.opacity(0.2).ignoresSafeArea()
            Group(subviews: actions) { buttons in
                let cancels = buttons.filter { $0.containerValues._buttonRole == .cancel }
                let others = buttons.filter { $0.containerValues._buttonRole != .cancel }
                VStack(spacing: 8) {
                    VStack(spacing: 0) {
                        if title != nil || message != nil {
                            VStack(spacing: 4) {
                                if let title { title.font(.footnote.weight(.semibold)) }
                                if let message { message.font(.footnote) }
                            }
                            .foregroundStyle(Color(red: 0.56, green: 0.56, blue: 0.58))
                            .multilineTextAlignment(.center)
                            .padding(14)
                            .frame(maxWidth: .infinity)
                        }
                        ForEach(others.indices, id: \.self) { index in
                            if index > 0 || title != nil || message != nil { Divider() }
                            others[index].frame(height: 57)
                        }
                    }
                    .background(RoundedRectangle(cornerRadius: 14).fill(AlertPresentation<EmptyView, EmptyView>.background))
                    VStack(spacing: 0) {
                        if let cancel = cancels.first {
                            cancel.frame(height: 57)
                        } else {
                            Button("Cancel", role: .cancel) {}.frame(height: 57)
                        }
                    }
                    .background(RoundedRectangle(cornerRadius: 14).fill(SystemColor.tertiarySystemBackground))
                }
                .padding(.horizontal, 8)
                .padding(.bottom, 8)
            }
            .buttonStyle(AlertButtonStyle(dismiss: dismiss, fontSize: 20))
        }
    }
}
