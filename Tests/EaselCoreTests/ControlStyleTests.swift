import Testing
import Foundation
@testable import EaselCore

/// Control styles real files use: progress view styles, toggle styles (built-in and custom),
/// button border shapes, symbol variants.
@Suite struct ControlStyleTests {
    @Test func progressViewStyles() {
        // On iOS the circular style is a spinner, whatever the fraction: eight bars.
        let circular = lay(ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(circular.nodes(named: "Capsule").count == 8)
        // The linear style with no fraction: an empty bar (track and a zero-width fill) across the width.
        let linear = lay(ProgressView().progressViewStyle(.linear).frame(width: 200))
        let capsules = linear.nodes(named: "Capsule")
        #expect(capsules.count == 2)
        #expect(capsules.first?.frame.width == 200)
        #expect(capsules.last?.frame.width == 0)
    }

    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square").id("box")
                configuration.label
            }
        }
    }

    @Test func toggleStyles() throws {
        struct Screen: View {
            @State var on = false
            var body: some View {
                VStack {
                    Toggle("Remember me", isOn: $on).toggleStyle(CheckboxStyle())
                    Toggle("Bold", isOn: $on).toggleStyle(.button)
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.layout.description.contains("systemName: \"square\""))
        try host.setToggle("Remember me", to: true)
        #expect(host.layout.description.contains("systemName: \"checkmark.square\""))
        // The button style draws a bordered button labelled with the toggle's label.
        #expect(host.layout.description.contains("Text(\"Bold\")"))
    }

    @Test func borderShapesAndSymbolVariants() {
        let capsule = lay(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.capsule))
        #expect(capsule.description.contains("Capsule"), "\(capsule)")
        let filled = lay(Image(systemName: "heart").symbolVariant(.fill))
        #expect(filled.description.contains("systemName: \"heart.fill\""))
        // A variant the font lacks keeps the plain symbol.
        let plain = lay(Image(systemName: "heart").symbolVariant(.square))
        #expect(plain.description.contains("systemName: \"heart\""))
        let multicolor = lay(Image(systemName: "heart").symbolRenderingMode(.multicolor))
        #expect(multicolor.diagnostics.contains("symbolRenderingMode(.multicolor) is drawn monochrome: Easel's open symbol font has one layer."))
    }

    /// A label style that wraps the look it replaces: `Label(configuration)` inside it.
    struct Padded: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration).padding(5).id("padded")
        }
    }

    @Test func aLabelFromItsConfigurationIsDrawnByTheStyleAround() {
        let label = Label { Color.red.frame(width: 30, height: 10).id("title") } icon: { Color.blue.frame(width: 20, height: 20).id("icon") }
        // By default, icon then title 8 points apart, padded by 5: 68×30, centred.
        let wrapped = lay(label.labelStyle(Padded()))
        expectFrame(wrapped, "padded", rect(161, 407, 68, 30))
        expectFrame(wrapped, "icon", rect(166, 412, 20, 20))
        expectFrame(wrapped, "title", rect(194, 417, 30, 10))
        // Over the title-only style, the title alone, padded.
        let titleOnly = lay(label.labelStyle(Padded()).labelStyle(.titleOnly))
        expectFrame(titleOnly, "padded", rect(175, 412, 40, 20))
        #expect(titleOnly.frame(id: "icon") == nil)
    }

    /// ProgressView(timerInterval:countsDown:…) (iOS 16) reads the environment's clock: 30 s into
    /// a 2-minute range (Apple's own example, "begins at 25 percent complete") it is a quarter
    /// full counting up and three quarters full counting down, the timer's time under the bar.
    @Test func aTimerProgressViewFollowsTheClock() {
        let environment = EnvironmentValues()
        let now = environment.currentDate
        let range = now.addingTimeInterval(-30)...now.addingTimeInterval(90)
        func layout(_ view: some View, at date: Date = now) -> ViewLayout {
            var environment = environment
            environment.currentDate = date
            return ViewLayout(of: view.frame(width: 200), in: CGSize(width: 200, height: 200), environment: environment)
        }
        let up = layout(ProgressView(timerInterval: range, countsDown: false) { Text("Workout") })
        #expect(up.nodes(named: "Capsule").map(\.frame.width) == [200, 50])
        #expect(up.description.contains("Text(\"Workout\")") && up.description.contains("Text(\"0:30\")"), "\(up)")
        let down = layout(ProgressView(timerInterval: range) { Text("Workout") })
        #expect(down.nodes(named: "Capsule").map(\.frame.width) == [200, 150])
        #expect(down.description.contains("Text(\"1:30\")"), "\(down)")
        // Before the range nothing has gone by; after it, everything.
        #expect(layout(ProgressView(timerInterval: range, countsDown: false), at: now.addingTimeInterval(-100)).nodes(named: "Capsule").map(\.frame.width) == [200, 0])
        #expect(layout(ProgressView(timerInterval: range, countsDown: false), at: now.addingTimeInterval(1000)).nodes(named: "Capsule").map(\.frame.width) == [200, 200])
        // A current value label of the app's own, below the bar.
        let custom = layout(ProgressView(timerInterval: range, countsDown: false) { Text("Workout") } currentValueLabel: { Color.red.frame(height: 5).id("value") })
        let bar = custom.nodes(named: "Capsule").first?.frame
        #expect(custom.frame(id: "value").map { $0.minY - (bar?.maxY ?? 0) } == 4)
    }
}
