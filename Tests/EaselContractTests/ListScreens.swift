// Screens written the way apps write them, with only `import SwiftUI` changed: the compile
// contract for lists, forms and pickers. If this file stops compiling, SwiftUI code that pastes
// over today would stop compiling too.
import Easel

struct Contact: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let phone: String
}

/// A contacts list with sections, search, deletion and a detail screen.
struct ContactsScreen: View {
    @State private var contacts = [
        Contact(name: "Ada Lovelace", phone: "555-0100"),
        Contact(name: "Alan Turing", phone: "555-0101"),
        Contact(name: "Grace Hopper", phone: "555-0102"),
    ]
    @State private var search = ""
    @State private var selection: Contact.ID?

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section {
                    ForEach(contacts) { contact in
                        NavigationLink(value: contact) {
                            VStack(alignment: .leading) {
                                Text(contact.name).font(.headline)
                                Text(contact.phone).font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                        .swipeActions {
                            Button("Delete", role: .destructive) {}
                        }
                    }
                    .onDelete { contacts.remove(atOffsets: $0) }
                } header: {
                    Text("Favourites")
                } footer: {
                    Text("\(contacts.count) contacts")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                Form {
                    LabeledContent("Phone", value: contact.phone)
                }
                .navigationTitle(contact.name)
            }
            .searchable(text: $search, prompt: "Names")
            .refreshable {}
            .toolbar { EditButton() }
        }
    }
}

/// A preferences form with every kind of row.
struct PreferencesForm: View {
    enum Theme: String, CaseIterable, Identifiable {
        case light, dark, system
        var id: Self { self }
    }

    @State private var theme = Theme.system
    @State private var notifications = true
    @State private var volume = 0.5
    @State private var name = ""
    @State private var refresh = 15

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                LabeledContent("Plan") { Text("Pro") }
            }
            Section {
                Picker("Theme", selection: $theme) {
                    ForEach(Theme.allCases) { Text($0.rawValue.capitalized) }
                }
                Picker("Theme", selection: $theme) {
                    ForEach(Theme.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                .pickerStyle(.segmented)
                .labelsHidden()
                Toggle("Notifications", isOn: $notifications)
                Stepper("Refresh every \(refresh) min", value: $refresh, in: 5...60, step: 5)
                Slider(value: $volume)
            } header: {
                Text("Appearance")
            }
            .headerProminence(.increased)
            Section {
                Button("Sign Out", role: .destructive) {}
            }
        }
        .scrollContentBackground(.hidden)
        .background(Color.orange.opacity(0.1))
    }
}
