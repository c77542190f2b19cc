import Testing
import Foundation
@testable import EaselCore

/// Controls: their default sizes on an iPhone-sized canvas, and after their state changes.
/// Text sizes are measured through layout (they come from the font); the control's own sizes are
/// the constants their doc comments state.
@Suite struct ControlTests {
    /// The size of a text in the body font, as layout measures it.
    private func textSize(_ string: String, font: Font = .body) -> CGSize {
        lay(Text(string).font(font).id("t")).frame(id: "t")!.size
    }

    @Test func aDefaultButtonIsItsLabel() {
        let text = textSize("Play")
        let l = lay(Button("Play") {}.id("b"))
        expectFrame(l, "b", rect((390 - text.width) / 2, (844 - text.height) / 2, text.width, text.height))
    }

    @Test func aButtonWithASymbolAndARoleIsItsLabel() {
        let button = lay(Button("Delete", systemImage: "trash", role: .destructive) {}.id("b"))
        let label = lay(Label("Delete", systemImage: "trash").id("b"))
        #expect(button.frame(id: "b") == label.frame(id: "b"))
        #expect(button.description.contains("Image(systemName: \"trash\")") && button.description.contains("Text(\"Delete\")"))
    }

    @Test func borderedButtonsPadTheirLabel() {
        // 12 across and 7 down on each side: a body label gives 34.33 points.
        let text = textSize("Play Again")
        for style in [AnyView(Button("Play Again") {}.buttonStyle(.bordered).id("b")),
                      AnyView(Button("Play Again") {}.buttonStyle(.borderedProminent).id("b"))] {
            let frame = lay(style).frame(id: "b")!
            #expect(abs(frame.width - (text.width + 24)) < 1e-6)
            #expect(abs(frame.height - (text.height + 14)) < 1e-6)
        }
        #expect(abs(text.height + 14 - 34.333) < 0.001)
    }

    @Test func aCustomButtonStyleShapesTheButton() {
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(20).background(Capsule().fill(Color.orange))
            }
        }
        let text = textSize("Go")
        let frame = lay(Button("Go") {}.buttonStyle(Pill()).id("b")).frame(id: "b")!
        #expect(abs(frame.width - (text.width + 40)) < 1e-6)
    }

    @Test func togglesFillTheWidthAndKeepTheirSizeOnAndOff() {
        // HStack { label; Spacer; 51×31 switch } offered 390: 390 wide, as tall as the switch.
        for isOn in [false, true] {
            let l = lay(Toggle("Sound", isOn: .constant(isOn)).id("t"))
            expectFrame(l, "t", rect(0, (844 - 31) / 2, 390, 31))
        }
    }

    @Test func slidersStepperAndProgress() {
        expectFrame(lay(Slider(value: .constant(0.5)).id("s")), "s", rect(0, 408, 390, 28))
        expectFrame(lay(Stepper("Count", value: .constant(3), in: 0 ... 10).id("s")), "s", rect(0, 406, 390, 32))
        expectFrame(lay(ProgressView().id("p")), "p", rect(185, 412, 20, 20))
        expectFrame(lay(ProgressView(value: 0.25).id("p")), "p", rect(0, 420, 390, 4))
        // A label of the app's own sits above the bar, 4 pt from it, as a title does.
        let labelled = lay(ProgressView(value: 3, total: 4) { Label("Uploading", systemImage: "icloud").id("label") }.id("p"))
        let titled = lay(ProgressView("Uploading", value: 3, total: 4).id("p"))
        let label = labelled.frame(id: "label") ?? .zero
        let bar = labelled.frame(id: "p") ?? .zero
        #expect(label.minX == 0 && abs(bar.maxY - 4 - label.maxY - 4) < 0.01, "\(label) \(bar)")
        #expect((titled.frame(id: "p")?.width ?? 0) == 390)
    }

    @Test func textFieldsShowTheirTextOrPlaceholder() {
        let line = textSize("Name").height
        let empty = lay(TextField("Name", text: .constant("")).id("f"))
        expectFrame(empty, "f", rect(0, (844 - line) / 2, 390, line))
        #expect(empty.description.contains("\"Name\""))
        let filled = lay(TextField("Name", text: .constant("Ada Lovelace")).id("f"))
        #expect(filled.description.contains("\"Ada Lovelace\""))
        // Rounded border: 34 tall (a body line plus its insets), 390 wide with its 7-point padding.
        expectFrame(lay(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("f")), "f", rect(0, 405, 390, 34))
        // Secure fields show a bullet per character.
        #expect(lay(SecureField("Password", text: .constant("abc"))).description.contains("\"•••\""))
    }

    @Test func labelsPutTheIconBeforeTheTitle() {
        let l = lay(Label("Favourites", systemImage: "star.fill"))
        let image = l.nodes(named: "Image").first!.frame
        let text = l.nodes(named: "Text").first!.frame
        #expect(image.maxX < text.minX)
        let titleOnly = lay(Label("Favourites", systemImage: "star.fill").labelStyle(.titleOnly))
        #expect(titleOnly.nodes(named: "Image").isEmpty)
        // Icon only: the title is kept for assistive technologies and hosts, hidden and sizeless.
        let iconOnly = lay(Label("Favourites", systemImage: "star.fill").labelStyle(.iconOnly))
        let titles = iconOnly.nodes(named: "Text")
        #expect(titles.count == 1 && titles[0].frame.size == .zero && titles[0].effects.contains { $0.hasPrefix("hidden") }, "\(titles.map(\.effects))")
    }

    @Test func badValuesAreKeptInRange() {
        // A value past the range, a range of no width, a value that isn't a number: the thumb
        // sits at the end, the start, the start. Hosts clamp and step what they set.
        #expect(Slider(value: .constant(5.0), in: 0 ... 1).fraction == 1)
        #expect(Slider(value: .constant(0.5), in: 1 ... 1).fraction == 0)
        #expect(Slider(value: .constant(Double.nan)).fraction == 0)
        #expect(ViewHost<EmptyView>.clamp(0.37, in: 0 ... 1, step: 0.25) == 0.25)
        #expect(ViewHost<EmptyView>.clamp(-3, in: 0 ... 1, step: -1) == 0)
        #expect(ViewHost<EmptyView>.clamp(.infinity, in: 2 ... 4, step: nil) == 2)
        #expect(ProgressBar.fraction(3, of: 0) == 0)
        #expect(ProgressBar.fraction(-1, of: 10) == 0)
    }
}

/// Controls driven by a host: their state changes as a person uses them.
@Suite struct ControlHostTests {
    struct Settings: View {
        @State var sound = true
        @State var volume = 0.5
        @State var name = ""
        @State var copies = 1
        @State var taps = 0
        @State var locked = false

        var body: some View {
            VStack {
                Toggle("Sound", isOn: $sound)
                Slider(value: $volume, in: 0 ... 1, step: 0.1).id("volume")
                TextField("Your name", text: $name).id("name")
                Stepper("Copies: \(copies)", value: $copies, in: 1 ... 5).id("copies")
                Button("Tapped \(taps)") { taps += 1 }
                Button("Locked") { taps = 100 }.disabled(locked)
                Button("Lock") { locked = true }.buttonStyle(.borderedProminent)
                Text("\(sound ? "on" : "off") \(String(format: "%.1f", volume)) \(name)")
            }
        }
    }

    /// A stepper over a `Double`, as SwiftUI's takes any `Strideable` value: clamped to its range.
    @Test func aStepperOverDoubles() throws {
        struct Scale: View {
            @State var amount = 1.0
            var body: some View {
                Stepper("Scale \(String(format: "%.1f", amount))", value: $amount, in: 1 ... 10, step: 0.5).id("scale")
            }
        }
        let host = ViewHost(Scale())
        #expect(host.layout.description.contains("Scale 1.0"))
        try host.drag(id: "scale", to: 12)
        #expect(host.layout.description.contains("Scale 10.0"))
    }

    /// A stepper with actions of its own: "+" runs `onIncrement`, "−" runs `onDecrement`, and a
    /// side without an action does nothing.
    @Test func aStepperRunsItsIncrementAndDecrementActions() throws {
        struct Guests: View {
            @State var adults = 2
            @State var width = 0
            var body: some View {
                VStack {
                    Stepper {
                        Text("\(adults) Adults")
                    } onIncrement: {
                        adults += 1
                    } onDecrement: {
                        adults -= 1
                    }
                    .id("adults")
                    Stepper("Width \(width)") { width += 10 } onDecrement: { width -= 10 }.id("width")
                    Stepper("Only up \(width)", onIncrement: { width += 1 }, onDecrement: nil).id("up")
                }
            }
        }
        let host = ViewHost(Guests())
        #expect(host.layout.description.contains("\"2 Adults\""))
        try host.drag(id: "adults", to: 1)
        #expect(host.layout.description.contains("\"3 Adults\""))
        try host.drag(id: "adults", to: -1)
        try host.drag(id: "adults", to: -1)
        #expect(host.layout.description.contains("\"1 Adults\""))
        try host.drag(id: "width", to: 1)
        #expect(host.layout.description.contains("\"Width 10\""))
        try host.drag(id: "up", to: -1)
        #expect(host.layout.description.contains("\"Width 10\""))
        try host.drag(id: "up", to: 1)
        #expect(host.layout.description.contains("\"Width 11\""))
    }

    /// A drag on a slider or a stepper starts and ends an edit, as a finger on iOS does: the
    /// control's `onEditingChanged` hears true, then false, with the value set between
    /// (mvolkmann/SwiftUI-Controls passes one to its stepper as a trailing closure).
    @Test func dragsStartAndEndAnEdit() throws {
        final class Log { var events: [String] = [] }
        struct Editors: View {
            let log: Log
            @State var dogs = 0
            @State var volume = 0.5
            var body: some View {
                VStack {
                    Stepper("# of Dogs", value: $dogs, in: 0...10) { editing in log.events.append("dogs \(editing) \(dogs)") }.id("dogs")
                    Slider(value: $volume, in: 0...1, onEditingChanged: { editing in log.events.append("volume \(editing)") }).id("volume")
                }
            }
        }
        let log = Log()
        let host = ViewHost(Editors(log: log))
        try host.drag(id: "dogs", to: 3)
        try host.drag(id: "volume", to: 0.25)
        #expect(log.events == ["dogs true 0", "dogs false 3", "volume true", "volume false"])
        #expect(host.layout.description.contains("\"# of Dogs\""))
    }

    @Test func eachControlChangesItsState() throws {
        let host = ViewHost(Settings())
        let toggleBefore = host.layout.nodes(named: "HStack").first!.frame
        try host.setToggle("Sound", to: false)
        // Toggles and text fields keep their size whatever their state.
        #expect(host.layout.nodes(named: "HStack").first!.frame == toggleBefore)
        try host.drag(id: "volume", to: 0.83)
        let fieldBefore = host.layout.frame(id: "name")
        try host.type("Ada", into: "Your name")
        #expect(host.layout.frame(id: "name") == fieldBefore)
        #expect(fieldBefore != nil)
        #expect(host.layout.description.contains("\"off 0.8 Ada\""))
        try host.tap("Tapped 0")
        #expect(host.layout.description.contains("Tapped 1"))
        try host.drag(id: "copies", to: 9)
        #expect(host.layout.description.contains("Copies: 5"))
        // Tapping a toggle flips it.
        try host.tap("Sound")
        #expect(host.layout.description.contains("\"on 0.8 Ada\""))
    }

    @Test func disabledButtonsDoNothing() throws {
        let host = ViewHost(Settings())
        try host.tap("Lock")
        #expect(throws: ViewHostError.self) { try host.tap("Locked") }
        #expect(host.layout.description.contains("Tapped 0"))
    }
}
