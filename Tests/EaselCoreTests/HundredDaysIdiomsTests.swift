import Testing
import Foundation
@testable @_spi(SystemViews) import EaselCore

/// What public SwiftUI projects write that compiles against SwiftUI and didn't against Easel (the
/// 100 Days of SwiftUI, twostraws/HackingWithSwift `SwiftUI/project*`, and Kavsoft's tutorials,
/// macer-sources/Kavsoft_SwiftUI5.0): each compiles now, and means what it means in SwiftUI.
@Suite struct HundredDaysIdiomsTests {
    /// Project 6: `withAnimation(.spring()) { … }` was ambiguous between the two spring functions
    /// whose arguments all have defaults; SwiftUI's `.spring()` is the response-based one.
    @Test func aSpringWithEveryArgumentDefaultedIsTheResponseSpring() {
        #expect(Animation.spring().description == "spring(response: 0.5, dampingFraction: 0.825)")
        #expect(Animation.spring(duration: 0.4, bounce: 0.3).description == "spring(duration: 0.4, bounce: 0.3)")
        var moved = false
        withAnimation(.spring()) { moved = true }
        #expect(moved)
    }

    /// Project 18: `.rotation3DEffect(.degrees(-x) / 8, …)`: angles negate and scale, as
    /// SwiftUI's do through `_VectorMath`.
    @Test func anglesAddNegateAndScale() {
        #expect((Angle.radians(-4) / 8).radians == -0.5)
        #expect((Angle.radians(1.5) * 2).radians == 3)
        #expect((-Angle.radians(1.5)).radians == -1.5)
        #expect((Angle.radians(1) + .radians(2)).radians == 3)
        #expect((Angle.radians(1) - .radians(2)).radians == -1)
        var angle = Angle.radians(2)
        angle -= .radians(0.5)
        angle *= 2
        angle /= 4
        #expect(angle.radians == 0.75)
        #expect(Angle.radians(-3).magnitude == 3)
        // A rotation by a scaled angle turns the view as the angle it is equal to.
        let scaled = lay(Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(90) / 2))
        let plain = lay(Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(45)))
        func effects(_ layout: ViewLayout) -> [String] { layout.storage.entries.flatMap { $0.node.effects.map(\.name) } }
        #expect(effects(scaled) == ["rotationEffect(45°)"])
        #expect(effects(scaled) == effects(plain))
        #expect(scaled.diagnostics.isEmpty)
    }

    /// Project 20: `drawingGroup()` draws as a compositing group, at the same frames; what Easel
    /// doesn't draw as iOS does is said.
    @Test func aDrawingGroupDrawsItsContentAndSaysWhatDiffers() {
        func rings() -> some View {
            ZStack { ForEach(0..<3) { Circle().stroke(lineWidth: CGFloat($0 + 1)).frame(width: CGFloat(40 + 20 * $0)) } }
        }
        let plain = lay(rings())
        let grouped = lay(rings().drawingGroup())
        #expect(grouped.nodes(named: "Circle").map(\.frame) == plain.nodes(named: "Circle").map(\.frame))
        #expect(grouped.diagnostics.isEmpty)
        let opaque = lay(rings().drawingGroup(opaque: true, colorMode: .linear))
        #expect(opaque.diagnostics == [
            "drawingGroup(opaque: true) is drawn as a transparent group: where the view leaves pixels transparent, iOS's are undefined.",
            "drawingGroup(colorMode: .linear) blends in sRGB, as .nonLinear does: overlapping translucent colours may differ slightly from iOS's.",
        ])
    }

    /// Project 15: the words Voice Control users may say for a control are kept with its other
    /// accessibility attributes.
    @Test func inputLabelsAreKeptWithTheAccessibilityAttributes() {
        let layout = lay(VStack {
            Button("John Fitzgerald Kennedy") {}.accessibilityInputLabels(["John Fitzgerald Kennedy", "Kennedy", "JFK"])
            Text("Tap").accessibilityInputLabels([Text("Tap"), Text("Press")])
        })
        let labelled = layout.storage.entries.compactMap { $0.node.annotations?.accessibility?.inputLabels }.filter { !$0.isEmpty }
        #expect(labelled == [["John Fitzgerald Kennedy", "Kennedy", "JFK"], ["Tap", "Press"]])
    }

    struct Tag: Identifiable {
        let id: Int
        var name: String
    }

    /// Kavsoft's tag field and tab bars: `ForEach($tags) { $tag in … }`, a row per element with
    /// a binding to it, which writes through to the array.
    @Test func aForEachOverABindingGivesEachRowABindingToItsElement() throws {
        struct Tags: View {
            @State var tags = [Tag(id: 1, name: "swift"), Tag(id: 2, name: "ui")]
            var body: some View {
                VStack {
                    ForEach($tags) { $tag in
                        TextField("Tag \(tag.id)", text: $tag.name)
                    }
                    ForEach($tags, id: \.name) { tag in
                        Text(tag.wrappedValue.name.uppercased())
                    }
                    Text(tags.map(\.name).joined(separator: ","))
                }
            }
        }
        let host = ViewHost(Tags())
        #expect(host.layout.description.contains(#"Text("swift,ui")"#))
        #expect(host.layout.description.contains(#"Text("SWIFT")"#) && host.layout.description.contains(#"Text("UI")"#))
        try host.type("layout", into: "Tag 2")
        #expect(host.layout.description.contains(#"Text("swift,layout")"#), "\(host.layout.description)")
        #expect(host.layout.description.contains(#"Text("LAYOUT")"#))
        // A binding to a collection is a collection of bindings, as in SwiftUI.
        var numbers = [1, 2, 3]
        let binding = Binding(get: { numbers }, set: { numbers = $0 })
        #expect(binding.count == 3)
        binding[1].wrappedValue = 20
        #expect(numbers == [1, 20, 3])
        #expect(binding.map(\.wrappedValue) == [1, 20, 3])
        #expect(binding.reversed().map(\.wrappedValue) == [3, 20, 1])
    }

    /// Kavsoft's sliders: `.foregroundStyle(.tint)`, `.fill(.fill)`, `.fill(.tint.tertiary)`.
    @Test func theTintTheFillAndTheirLevelsAreStyles() {
        var environment = EnvironmentValues()
        func paint<S: ShapeStyle>(_ style: S) -> ResolvedPaint { AnyShapeStyle(style).resolvePaint(in: environment) }
        #expect(paint(.tint) == .color(Color.accentColor))
        #expect(paint(.fill) == .color(SystemColor.systemFill))
        #expect(paint(.fill.secondary) == .color(SystemColor.secondarySystemFill))
        #expect(paint(.fill.quinary) == .color(SystemColor.quaternarySystemFill))
        #expect(paint(.tint.tertiary) == .color(Color.accentColor.opacity(0.3)))
        environment.tintColor = .orange
        #expect(paint(.tint) == .color(Color.orange))
        #expect(paint(Color.red.secondary) == .color(Color.red.opacity(0.6)))
        // `.separator` (iOS 17) is UIKit's separator colour, as a hairline border uses it.
        #expect(paint(.separator) == .color(Color.namedSystemColors["separator"]!))
        #expect(Color.namedSystemColors["separator"]!.resolve(in: environment) == Color.Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29))
        // In a view, `.tint` is painted in the rectangle's environment, where `tint(_:)` set pink.
        let layout = lay(Rectangle().fill(.tint).frame(width: 10, height: 10).tint(.pink))
        #expect(layout.description.contains("Rectangle(fill: TintShapeStyle)"), "\(layout.description)")
        let leaf = layout.nodes(named: "Rectangle").first?.layoutNode as? LeafNode
        #expect(leaf.map { AnyShapeStyle(.tint).resolvePaint(in: $0.context.environment) } == .color(Color.pink))
    }

    /// Kavsoft's floating button names its space the iOS 17 way, `.coordinateSpace(.named(…))`.
    @Test func aSpaceNamedTheIOS17Way() {
        let layout = lay(VStack {
            Color.red.frame(width: 10, height: 10)
            GeometryReader { proxy in
                Text("y \(Int(proxy.frame(in: .named("card")).minY))")
            }
            .frame(width: 60, height: 20)
        }
        .padding(5)
        .coordinateSpace(.named("card")))
        // Inside the padding (5), below the square (10) and the stack's gap (8).
        #expect(layout.description.contains(#"Text("y 23")"#), "\(layout.description)")
    }

    /// Kavsoft's floating button scales its actions in an `animation(_:body:)` closure: the
    /// picture shows the modifiers applied.
    @Test func anAnimationBodyAppliesItsModifiers() {
        let layout = lay(Color.red.frame(width: 10, height: 10).animation(.snappy) { content in
            content.scaleEffect(1.5).opacity(0.5)
        })
        let effects = layout.storage.entries.flatMap { $0.node.effects.map(\.name) }
        #expect(effects == ["scaleEffect(x: 1.5, y: 1.5)", "opacity(0.5)"], "\(effects)")
        #expect(layout.nodes(named: "Color").first?.frame.size == CGSize(width: 10, height: 10))
    }
}
