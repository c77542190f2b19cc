@testable import EaselCore
import Easel
import Foundation
import Testing

/// A binding handed down compares by the state it binds and the value it read
/// (`Binding.isSameForUpdate`): a parent that runs its body again for another reason doesn't make
/// the children holding its bindings run theirs, as in SwiftUI.
@Suite struct BindingUpdateTests {
    struct Lamp: View {
        @Binding var isOn: Bool
        var body: some View { Text(isOn ? "Lamp on" : "Lamp off") }
    }

    struct Meter: View {
        @Binding var level: Double
        var body: some View { Text("Level \(level)") }
    }

    struct Room: View {
        @State private var visits = 0
        @State private var isOn = false
        @State private var settings = (volume: 0.5, balance: 0.5)
        var body: some View {
            VStack {
                Text("Visits \(visits)").onTapGesture { visits += 1 }
                Text("Switch").onTapGesture { isOn.toggle() }
                Lamp(isOn: $isOn)
                Meter(level: $settings.volume)
            }
        }
    }

    @Test func childrenHoldingBindingsToUnchangedValuesAreKept() throws {
        let host = ViewHost(Room(), canvasSize: CGSize(width: 390, height: 600))
        try host.tap("Visits 0")
        // The room runs its body again; the lamp and the meter, bound to values that didn't
        // change, are kept.
        #expect(host.updateStatistics.evaluatedViewTypes == [ObjectIdentifier(Room.self)])
        #expect(host.layout.description == host.freshLayout().description)
        try host.tap("Switch")
        // The lamp's binding now reads another value: it runs its body again and shows it.
        #expect(host.updateStatistics.evaluatedViewTypes == [ObjectIdentifier(Room.self), ObjectIdentifier(Lamp.self)])
        #expect(host.layout.storage.entries.contains { $0.node.textContent == "Lamp on" })
        #expect(host.layout.description == host.freshLayout().description)
    }
}
