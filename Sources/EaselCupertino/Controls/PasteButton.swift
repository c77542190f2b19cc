import EaselCore
import Foundation

/// The system's paste button (Apple, `PasteButton`): iOS draws it as a prominent capsule with the
/// clipboard symbol and "Paste" (white on the accent colour) [screenshot]. It reads the system
/// pasteboard, which a picture has none of: a host's tap pastes nothing and the action isn't run.
nonisolated public struct PasteButton: View {
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    public var body: some View {
        Button {} label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule)
    }
}
