import Easel
import Foundation
import Testing

/// Whole screens on a device, driven as a person would: switch tabs, push and pop, present and
/// dismiss, answer an alert.
@Suite struct NavigationScreenTests {
    @Test func theTabbedAppWorksEndToEnd() throws {
        let defaults = UserDefaults(suiteName: "NavigationScreenTests")!
        defaults.removePersistentDomain(forName: "NavigationScreenTests")
        let host = ViewHost(TabbedApp().defaultAppStorage(defaults), on: .iPhone15Pro)
        #expect(host.layout.description.contains("Text(\"Recipes\")"))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")

        // Push a recipe by value, then pop.
        try host.tap("Omelette")
        #expect(host.layout.description.contains("Text(\"Ready in 10 minutes\")"))
        try host.tap("Back")
        #expect(host.layout.description.contains("Text(\"Pancakes\")"))

        // Present the sheet from the toolbar's plus button, and cancel it.
        try host.tap(id: "plus")
        #expect(host.layout.description.contains("Text(\"New Recipe\")"))
        try host.tap("Cancel")
        #expect(!host.layout.description.contains("Text(\"New Recipe\")"))

        // Switch to settings, reset through the alert.
        try host.tap("Settings")
        #expect(host.layout.description.contains("Text(\"Resets: 0\")"))
        try host.tap("Reset")
        #expect(host.layout.description.contains("Text(\"Reset all settings?\")"))
        try host.tap("Reset")
        #expect(host.layout.description.contains("Text(\"Resets: 1\")"))
        #expect(!host.layout.description.contains("Text(\"Reset all settings?\")"))

        // And push About from settings.
        try host.tap("About")
        #expect(host.layout.description.contains("Text(\"Version 1.0\")"))
    }
}
