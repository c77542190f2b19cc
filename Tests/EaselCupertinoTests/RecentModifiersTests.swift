import Testing
import Foundation
@testable import Easel

/// iOS 17 and 18 modifiers that real files use: what they draw, or why they draw nothing new.
@Suite struct RecentModifiersTests {
    @Test @MainActor func toolbarBackgroundVisibilityIsToolbarBackground() throws {
        func picture<V: View>(_ view: V) throws -> Data {
            let renderer = ImageRenderer(content: view)
            renderer.device = .iPhone15Pro
            return try renderer.pngData()
        }
        let list = List { Text("Row") }.navigationTitle("Inbox")
        let visible = try picture(NavigationStack { list.toolbarBackgroundVisibility(.visible, for: .navigationBar) })
        #expect(visible == (try picture(NavigationStack { list.toolbarBackground(.visible, for: .navigationBar) })))
        // And it does show the bar: the picture differs from one without it.
        #expect(visible != (try picture(NavigationStack { list })))
    }

    @Test func presentationSizingIsSaidOnlyWhereItWouldShow() {
        func sheet(on device: Device) -> ViewLayout {
            ViewLayout(of: Color.blue.sheet(isPresented: .constant(true)) { Text("Form").presentationSizing(.form.fitted(horizontal: false, vertical: true)) }, on: device)
        }
        // An iPhone upright is compact wide: a form sheet fills the width there too.
        #expect(sheet(on: .iPhone15Pro).diagnostics.isEmpty)
        #expect(sheet(on: .iPadPro11).diagnostics == [
            "presentationSizing(.form.fitted(horizontal: false, vertical: true)): in a regular width (an iPad) iOS sizes the sheet so; Easel draws iPhone's full-width sheet.",
        ])
    }

    @Test func aHeadingHasTheHeaderTrait() {
        let layout = ViewLayout(of: Text("Settings").accessibilityHeading(.h1), proposing: .unspecified)
        let traits = layout.storage.entries.compactMap { $0.node.annotations?.accessibility?.traits }
        #expect(traits.contains { $0.contains(.isHeader) })
    }

    @Test func modifiersThatChangeNothingAtRestDrawTheSame() {
        let plain = ViewLayout(of: ScrollView { Text("Body") }, proposing: ProposedViewSize(width: 200, height: 100))
        let modified = ViewLayout(of: ScrollView { Text("Body").geometryGroup() }
            .scrollIndicatorsFlash(onAppear: true).scrollIndicatorsFlash(trigger: 3)
            .focusEffectDisabled().defersSystemGestures(on: .bottom), proposing: ProposedViewSize(width: 200, height: 100))
        #expect(modified.description == plain.description)
        #expect(modified.diagnostics.isEmpty)
    }
}

/// Menu commands and text selections compile as in SwiftUI, and draw nothing at rest.
private struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesEditor()
        }
        .commands {
            CommandMenu("Notes") {
                Button("New Note") {}
            }
            CommandGroup(replacing: .newItem) {}
            SidebarCommands()
        }
    }
}

private struct NotesEditor: View {
    @State private var title = "Groceries"
    @State private var selection: TextSelection? = nil
    @State private var body_ = "Milk"
    @State private var bodySelection: TextSelection? = nil

    var body: some View {
        VStack {
            TextField("Title", text: $title, selection: $selection)
            TextEditor(text: $body_, selection: $bodySelection)
        }
        .textSelectionAffinity(.upstream)
    }
}

@Suite struct CommandsAndSelectionTests {
    @Test @MainActor func anAppWithCommandsDrawsItsWindow() {
        let app = NotesApp()
        let windows = type(of: app.body)._windows(of: app.body)
        #expect(windows.count == 1)
        let layout = ViewLayout(of: windows[0], proposing: ProposedViewSize(width: 300, height: 200))
        #expect(layout.storage.texts(inSubtreeOf: 0) == ["Groceries", "Milk"])
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func aSelectionIsACaretOrRanges() {
        let text = "Hello"
        #expect(TextSelection(insertionPoint: text.endIndex).isInsertion)
        let word = TextSelection(range: text.startIndex..<text.index(text.startIndex, offsetBy: 4))
        #expect(!word.isInsertion && word.affinity == .automatic)
    }
}
