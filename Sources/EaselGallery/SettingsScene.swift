import Easel
import Foundation

extension Gallery {
    /// A settings screen: iOS's controls at their default sizes, with state.
    static let settings = GalleryScene(
        name: "settings",
        title: "Controls in a settings screen",
        summary: "Toggles and steppers take the width they are offered and push their controls to the trailing edge with a Spacer; a Slider stretches; text fields are one line tall (34 points with a rounded border); bordered buttons pad their labels by 12 and 7 points.",
        canvasSize: CGSize(width: 390, height: 700)
    ) {
        SettingsForm()
    }

    private struct SettingsForm: View {
        @State private var reminders = true
        @State private var sounds = false
        @State private var dailyGoal = 3
        @State private var volume = 0.6
        @State private var name = "Ada"
        @State private var code = ""

        var body: some View {
            VStack(alignment: .leading, spacing: 18) {
                Text("Practice settings").font(.title2).bold()
                Toggle("Daily reminders", isOn: $reminders)
                Toggle("Sound effects", isOn: $sounds)
                Stepper("Goal: \(dailyGoal) lessons", value: $dailyGoal, in: 1 ... 10)
                HStack {
                    Image(systemName: "speaker")
                    Slider(value: $volume)
                    Image(systemName: "speaker.wave.3")
                }
                TextField("Your name", text: $name).textFieldStyle(.roundedBorder)
                SecureField("Invite code", text: $code).textFieldStyle(.roundedBorder)
                VStack(alignment: .leading, spacing: 6) {
                    Text("This week").font(.subheadline).foregroundColor(.secondary)
                    ProgressView(value: 0.7)
                }
                HStack {
                    Button("Reset", role: .destructive) {}.buttonStyle(.bordered)
                    Spacer()
                    Button("Cancel") {}
                    Button("Save") {}.buttonStyle(.borderedProminent)
                }
                Label("Synced a minute ago", systemImage: "checkmark.circle.fill")
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }
            .padding()
        }
    }
}
