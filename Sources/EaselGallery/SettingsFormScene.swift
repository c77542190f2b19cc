import Easel
import Foundation

extension Gallery {
    /// A settings screen built as a `Form`, on an iPhone 15 Pro.
    static let settingsForm = GalleryScene(
        name: "settings-form",
        title: "A settings form on an iPhone 15 Pro",
        summary: "A Form is an inset grouped list: sections are white cards 16 points from the screen's sides on the grouped grey, rows at least 44 points tall with their content 20 points in, separators starting at the text, headers in small grey capitals. Pickers show their value and a chevron at the trailing edge; navigation links a grey chevron.",
        device: .iPhone15Pro
    ) {
        SettingsForm()
    }

    private struct SettingsForm: View {
        @State private var airplaneMode = false
        @State private var appearance = "Automatic"
        @State private var textSize = 1

        var body: some View {
            NavigationStack {
                Form {
                    Section {
                        Toggle("Airplane Mode", isOn: $airplaneMode)
                        NavigationLink("Wi-Fi") { Text("Wi-Fi") }
                        LabeledContent("Bluetooth", value: "On")
                    }
                    Section("Display") {
                        Picker("Appearance", selection: $appearance) {
                            ForEach(["Light", "Dark", "Automatic"], id: \.self) { Text($0) }
                        }
                        Picker("Text Size", selection: $textSize) {
                            Text("Small").tag(0)
                            Text("Default").tag(1)
                            Text("Large").tag(2)
                        }
                        .pickerStyle(.segmented)
                    }
                    Section {
                        Button("Reset All Settings") {}
                    } footer: {
                        Text("Resetting keeps your data and restores the default settings.")
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }
}
