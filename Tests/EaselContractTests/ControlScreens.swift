// A settings screen and a quiz card written as SwiftUI tutorials write them: every control, in
// its default style and styled, with state. Only the import differs from SwiftUI.
import Easel

struct SettingsScreen: View {
    @State private var notifications = true
    @State private var volume = 0.4
    @State private var nickname = ""
    @State private var password = ""
    @State private var reminders = 2
    @State private var saved = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Settings").font(.largeTitle).bold()
            Toggle("Notifications", isOn: $notifications)
            Toggle(isOn: $notifications) {
                Label("Sound", systemImage: "speaker.wave.2")
            }
            .tint(.orange)
            HStack {
                Image(systemName: "speaker")
                Slider(value: $volume, in: 0 ... 1)
                Image(systemName: "speaker.wave.3")
            }
            Stepper("Reminders: \(reminders)", value: $reminders, in: 0 ... 10)
            TextField("Nickname", text: $nickname)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            ProgressView(value: volume)
            if saved {
                ProgressView("Saving…")
            }
            HStack {
                Button("Reset", role: .destructive) {
                    volume = 0.4
                    reminders = 2
                }
                .buttonStyle(.bordered)
                Spacer()
                Button {
                    saved = true
                } label: {
                    Label("Save", systemImage: "checkmark")
                }
                .buttonStyle(.borderedProminent)
                .disabled(nickname.isEmpty)
            }
            Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
                .accentColor(.purple)
            Button(role: .destructive) {
                nickname = ""
            } label: {
                Label("Sign out", systemImage: "xmark")
            }
            .buttonStyle(.automatic)
            NicknameBadge(nickname: Binding(get: { nickname }, set: { nickname = $0 }), volume: .constant(volume))
        }
        .padding()
    }
}

struct NicknameBadge: View {
    @Binding var nickname: String
    @Binding var volume: Double

    var body: some View {
        Text(nickname.isEmpty ? "No nickname" : "@\(nickname) at \(Int(volume * 100)) %")
            .onTapGesture { nickname = nickname.lowercased() }
    }
}

struct ScaleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(configuration.isPressed ? Color.gray : Color.indigo)
            .foregroundColor(.white)
            .clipShape(Capsule())
    }
}

struct QuizCard: View {
    let question: String
    let answers: [String]
    @Binding var chosen: String?

    var body: some View {
        VStack(spacing: 12) {
            Text(question).font(.title2).multilineTextAlignment(.center)
            ForEach(answers, id: \.self) { answer in
                Button(answer) { chosen = answer }
                    .buttonStyle(ScaleButtonStyle())
            }
            if let chosen {
                Text("You chose \(chosen)").font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

struct QuizCardHost: View {
    @State private var chosen: String?
    var body: some View {
        QuizCard(question: "Which planet is largest?", answers: ["Mars", "Jupiter"], chosen: $chosen)
    }
}
