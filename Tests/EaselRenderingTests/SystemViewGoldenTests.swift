import Testing
import Foundation
@testable import EaselRendering
import Easel

/// Reviewed pictures of iOS's system views on a whole device (an iPhone 15 Pro at 1× to keep the
/// goldens small): a navigation bar with a large title and toolbar items, a pushed screen's inline
/// bar with its back button, a tab bar with a badge, a medium sheet, an alert, a dialog.
@Suite struct SystemViewGoldenTests {
    private var device: Device {
        var device = Device.iPhone15Pro
        device.scale = 1
        return device
    }

    private func png<V: View>(_ view: V) throws -> Data {
        let renderer = ImageRenderer(content: view)
        renderer.device = device
        return try renderer.pngData()
    }

    private struct Mail: View {
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading, spacing: 16) {
                    Text("All Inboxes")
                    Text("VIP")
                    Spacer()
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .navigationTitle("Mailboxes")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Filter") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    ToolbarItem(placement: .bottomBar) { Button("New Message") {} }
                }
            }
        }
    }

    @Test func navigationBar() throws {
        try Golden.verify(png(Mail()), named: "navigation-bar")
    }

    @Test func pushedScreen() throws {
        let host = ViewHost(NavigationStack {
            NavigationLink("Open Inbox") {
                Text("No messages").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                    .toolbar { Button("Compose") {} }
            }
            .navigationTitle("Mailboxes")
        }, on: device)
        try host.tap("Open Inbox")
        try Golden.verify(host.pngData(), named: "navigation-pushed")
    }

    private var tabs: some View {
        TabView {
            Text("Listen Now").tabItem { Label("Listen Now", systemImage: "play") }
            Text("Library").tabItem { Label("Library", systemImage: "book") }.badge(12)
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }

    @Test func tabBar() throws {
        try Golden.verify(png(tabs), named: "tab-bar")
    }

    @Test func sheet() throws {
        let view = Text("Behind").sheet(isPresented: .constant(true)) {
            VStack(spacing: 12) {
                Text("Share").font(.headline)
                Text("Choose where to send it.")
            }
            .presentationDetents([.medium, .large])
        }
        try Golden.verify(png(view), named: "sheet-medium")
    }

    private var deleteAlert: some View {
        Text("Behind").alert("Delete draft?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }

    @Test func alertAndDialog() throws {
        try Golden.verify(png(deleteAlert), named: "alert")
        let dialog = Text("Behind").confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Copy Link") {}
            Button("Delete", role: .destructive) {}
        }
        try Golden.verify(png(dialog), named: "dialog")
    }

    private var settingsForm: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Airplane Mode", isOn: .constant(true))
                    NavigationLink("Wi-Fi") { Text("Wi-Fi") }
                    LabeledContent("Bluetooth", value: "On")
                }
                Section {
                    Picker("Appearance", selection: .constant("Dark")) {
                        ForEach(["Light", "Dark"], id: \.self) { Text($0) }
                    }
                    Picker("Text Size", selection: .constant(1)) {
                        Text("Small").tag(0)
                        Text("Default").tag(1)
                        Text("Large").tag(2)
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text("Display")
                } footer: {
                    Text("Changes apply to every app.")
                }
            }
            .navigationTitle("Settings")
        }
    }

    /// The same views in the dark colour scheme (issue #14): iOS's dark backgrounds, bars, rows,
    /// controls and labels, the status bar and home indicator white.
    @Test func darkMode() throws {
        try Golden.verify(png(Mail().preferredColorScheme(.dark)), named: "navigation-bar-dark")
        try Golden.verify(png(tabs.preferredColorScheme(.dark)), named: "tab-bar-dark")
        try Golden.verify(png(deleteAlert.preferredColorScheme(.dark)), named: "alert-dark")
        try Golden.verify(png(settingsForm.preferredColorScheme(.dark)), named: "form-dark")
    }

    @Test func listsAndForms() throws {
        try Golden.verify(png(settingsForm), named: "form")
        let plain = NavigationStack {
            List {
                Section("Today") {
                    ForEach(["Lunch", "Standup", "Review"], id: \.self) { Text($0) }
                }
                Section("Tomorrow") {
                    Text("Dentist")
                }
            }
            .listStyle(.plain)
            .navigationTitle("Agenda")
            .searchable(text: .constant(""))
        }
        try Golden.verify(png(plain), named: "list-plain")
        let grouped = List {
            Section("Account") { Text("Profile"); Text("Password") }
        }
        .listStyle(.grouped)
        try Golden.verify(png(grouped), named: "list-grouped")
    }

    /// An open menu over a list, and a list in edit mode with a row showing its Delete action
    /// (issue #13).
    @Test func openMenuAndEditMode() throws {
        struct Files: View {
            var body: some View {
                NavigationStack {
                    List {
                        Section("Recent") {
                            ForEach(["Budget.numbers", "Trip.pdf", "Notes.txt"], id: \.self) { Text($0) }
                                .onDelete { _ in }
                                .onMove { _, _ in }
                        }
                    }
                    .navigationTitle("Files")
                    .toolbar {
                        Menu("Sort") {
                            Button("Name") {}
                            Button { } label: { Label("Date", systemImage: "calendar") }
                            Button("Delete All", role: .destructive) {}
                        }
                    }
                }
            }
        }
        let menu = ViewHost(Files(), on: device)
        try menu.tap("Sort")
        try Golden.verify(try menu.pngData(), named: "menu-open")
        let editing = ViewHost(Files().environment(\.editMode, .constant(.active)), on: device)
        try editing.tap("Delete")
        try Golden.verify(try editing.pngData(), named: "list-editing")
    }

    /// Every picker style in a form, and the compact and graphical date pickers (issue #13).
    @Test func pickersAndDatePickers() throws {
        struct Pickers: View {
            var body: some View {
                NavigationStack {
                    Form {
                        Picker("Theme", selection: .constant("Light")) {
                            ForEach(["Light", "Dark", "Auto"], id: \.self) { Text($0) }
                        }
                        Picker("Units", selection: .constant(1)) {
                            Text("Metric").tag(1)
                            Text("Imperial").tag(2)
                        }
                        .pickerStyle(.segmented)
                        Picker("Language", selection: .constant("English")) {
                            ForEach(["English", "Français"], id: \.self) { Text($0) }
                        }
                        .pickerStyle(.navigationLink)
                        Section("Sort by") {
                            Picker("Sort by", selection: .constant("Date")) {
                                ForEach(["Name", "Date"], id: \.self) { Text($0) }
                            }
                            .pickerStyle(.inline)
                            .labelsHidden()
                        }
                        Picker("Minutes", selection: .constant(5)) {
                            ForEach([1, 5, 10, 15], id: \.self) { Text("\($0) min") }
                        }
                        .pickerStyle(.wheel)
                    }
                    .navigationTitle("Pickers")
                }
            }
        }
        try Golden.verify(png(Pickers()), named: "pickers")
        // 9:41 on 9 January 2007 (UTC), Easel's clock.
        let day = Date(timeIntervalSince1970: 1_168_335_660)
        let dates = VStack(spacing: 24) {
            DatePicker("Departure", selection: .constant(day))
            DatePicker("Day", selection: .constant(day), displayedComponents: .date).datePickerStyle(.graphical)
        }
        .padding()
        try Golden.verify(png(dates), named: "date-pickers")
    }

    /// The inset and sidebar list styles (the grouped and plain ones are above).
    @Test func insetAndSidebarLists() throws {
        let list = { (title: String) in
            List {
                Section("Library") { Text("Recently Added"); Text("Artists"); Text("Albums") }
            }
            .navigationTitle(title)
        }
        try Golden.verify(png(NavigationStack { list("Inset").listStyle(.inset) }), named: "list-inset")
        try Golden.verify(png(NavigationStack { list("Sidebar").listStyle(.sidebar) }), named: "list-sidebar")
    }
}
