// Screens written the way apps write them, with only `import SwiftUI` changed: the compile
// contract for lifecycle events, focus, text input traits, accessibility, animation and
// transitions. If this file stops compiling, SwiftUI code that pastes over today would stop
// compiling too.
import Easel

struct Message: Identifiable, Equatable {
    let id: Int
    let text: String
}

final class ChatModel: ObservableObject {
    @Published var messages: [Message] = []
    @Published var isLoading = true
    let incoming = PassthroughSubject<Message, Never>()

    func load() async {
        try? await Task.sleep(nanoseconds: 1_000_000)
        messages = [Message(id: 1, text: "Hello"), Message(id: 2, text: "How are you?")]
        isLoading = false
    }
}

struct ChatScreen: View {
    @ObservedObject var model: ChatModel
    @State private var draft = ""
    @State private var sent: [String] = []
    @State private var showsEmoji = false
    @FocusState private var isComposing: Bool
    @Namespace private var bubbles

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if model.isLoading {
                ProgressView()
                    .transition(.opacity.combined(with: .scale))
            }
            ForEach(model.messages) { message in
                Text(message.text)
                    .padding(8)
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.2)))
                    .matchedGeometryEffect(id: message.id, in: bubbles)
                    .accessibilityLabel("Message: \(message.text)")
            }
            ForEach(sent, id: \.self) { text in
                Text(text).accessibilityIdentifier("sent-\(text)")
            }
            HStack {
                TextField("Message", text: $draft)
                    .accessibilityIdentifier("composer")
                    .focused($isComposing)
                    .textInputAutocapitalization(.sentences)
                    .autocorrectionDisabled(false)
                    .keyboardType(.default)
                    .submitLabel(.send)
                    .textContentType(.name)
                    .onSubmit {
                        withAnimation(.spring(duration: 0.3, bounce: 0.2)) {
                            sent.append(draft)
                            draft = ""
                        }
                    }
                Button("Emoji") { showsEmoji.toggle() }
                    .contentShape(Rectangle())
                    .sensoryFeedback(.selection, trigger: showsEmoji)
                    .accessibilityIdentifier("emoji")
            }
            Text(showsEmoji ? "😀" : "")
                .animation(.easeInOut(duration: 0.2), value: showsEmoji)
                .contentTransition(.opacity)
            Button("Locked") { sent.append("locked") }
                .allowsHitTesting(false)
        }
        .padding()
        .statusBarHidden(false)
        .scrollDismissesKeyboard(.interactively)
        .task { await model.load() }
        .onAppear { isComposing = true }
        .onChange(of: sent) { oldValue, newValue in
            if newValue.count > oldValue.count { isComposing = true }
        }
        .onReceive(model.incoming) { model.messages.append($0) }
    }
}
