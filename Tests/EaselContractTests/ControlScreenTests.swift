import Easel
import Foundation
import Testing

/// The tutorial-style control screens lay out and react.
@Suite struct ControlScreenTests {
    @Test func theSettingsScreenSavesOnlyWithANickname() throws {
        let host = ViewHost(SettingsScreen())
        // Disabled until a nickname is typed.
        #expect(throws: ViewHostError.self) { try host.tap("Save") }
        try host.type("ada", into: "Nickname")
        try host.tap("Save")
        #expect(host.layout.description.contains("Saving…"))
        try host.setToggle("Notifications", to: false)
        try host.tap("Reset")
        #expect(host.layout.description.contains("Reminders: 2"))
        // The padded screen fills the iPhone's width.
        #expect(host.layout.root.frame.width == 390)
    }

    @Test func aCustomButtonStyleCarriesTheAction() throws {
        let host = ViewHost(QuizCardHost())
        try host.tap("Jupiter")
        #expect(host.layout.description.contains("You chose Jupiter"))
    }

    @Test func thePlainButtonLabelKeepsItsColours() throws {
        let host = ViewHost(CounterScreen())
        try host.tap("Tap me")
        #expect(host.layout.description.contains("You tapped 1 times"))
    }
}
