import Testing
import Foundation
import OpenCombine
import Observation
@testable import EaselCore

/// A counter whose taps add one: @State kept by a ViewHost between renders.
private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Text("Count \(count)")
            .frame(width: 100, height: CGFloat(20 + count * 10))
            .id("counter")
            .onTapGesture { count += 1 }
    }
}

private final class Settings: ObservableObject {
    @Published var name = "Ada"
    @Published var bigText = false
}

@Observable
private final class Library {
    var books = 2
}

@Suite struct StateTests {
    @Test func stateStartsAtItsInitialValueWithoutAHost() {
        let l = lay(Counter())
        expectFrame(l, "counter", rect(145, 412, 100, 20))
    }

    @Test func aHostKeepsStateBetweenRenders() throws {
        let host = ViewHost(Counter())
        try host.tap(id: "counter")
        expectFrame(host.layout, "counter", rect(145, 407, 100, 30))
        try host.tap("Count 1")
        expectFrame(host.layout, "counter", rect(145, 402, 100, 40))
        // Rendering again changes nothing: the state stays.
        expectFrame(host.render(), "counter", rect(145, 402, 100, 40))
    }

    @Test func eachPlaceHasItsOwnState() throws {
        // Two counters in a VStack, and one per ForEach element: each keeps its own count.
        struct Pair: View {
            var body: some View {
                VStack(spacing: 0) {
                    Counter().id("first")
                    Counter().id("second")
                }
            }
        }
        let host = ViewHost(Pair())
        try host.tap(id: "second")
        try host.tap(id: "second")
        #expect(host.layout.frame(id: "first")?.height == 20)
        #expect(host.layout.frame(id: "second")?.height == 40)

        struct List: View {
            var body: some View {
                VStack { ForEach(["a", "b", "c"], id: \.self) { Counter().id($0) } }
            }
        }
        let list = ViewHost(List())
        try list.tap(id: "b")
        #expect(list.layout.frame(id: "a")?.height == 20)
        #expect(list.layout.frame(id: "b")?.height == 30)
        #expect(list.layout.frame(id: "c")?.height == 20)
    }

    @Test func stateLeavesWithItsView() throws {
        // Hiding the counter (an `if`) drops its state; showing it again starts from 0.
        struct Toggled: View {
            @State var shown = true
            var body: some View {
                VStack {
                    Text("Switch").onTapGesture { shown.toggle() }
                    if shown { Counter() }
                }
            }
        }
        let host = ViewHost(Toggled())
        try host.tap(id: "counter")
        #expect(host.layout.frame(id: "counter")?.height == 30)
        try host.tap("Switch")
        #expect(host.layout.frame(id: "counter") == nil)
        try host.tap("Switch")
        #expect(host.layout.frame(id: "counter")?.height == 20)
    }

    @Test func bindingsWriteThroughToState() throws {
        struct Parent: View {
            @State var text = "start"
            var body: some View {
                VStack {
                    Text(text).id("shown")
                    Child(text: $text)
                }
            }
        }
        struct Child: View {
            @Binding var text: String
            var body: some View {
                Text("Change").onTapGesture { text = "changed" }
            }
        }
        let host = ViewHost(Parent())
        try host.tap("Change")
        #expect(host.layout.storage.texts(inSubtreeOf: 0).contains("changed"))
        #expect(Binding.constant(3).wrappedValue == 3)
    }

    @Test func stateObjectIsMadeOnceAndObservedObjectsGiveBindings() throws {
        final class Model: ObservableObject {
            @Published var taps = 0
            init(made: BuildCounter) { made.count += 1 }
        }
        struct Screen: View {
            let made: BuildCounter
            @StateObject var model: Model
            init(made: BuildCounter) {
                self.made = made
                _model = StateObject(wrappedValue: Model(made: made))
            }
            var body: some View {
                VStack {
                    Text("Taps \(model.taps)").onTapGesture { model.taps += 1 }
                    Editor(taps: $model.taps)
                }
            }
        }
        struct Editor: View {
            @Binding var taps: Int
            var body: some View { Text("Reset").onTapGesture { taps = 0 } }
        }
        let made = BuildCounter()
        let host = ViewHost(Screen(made: made))
        try host.tap("Taps 0")
        try host.tap("Taps 1")
        #expect(host.layout.storage.texts(inSubtreeOf: 0).contains("Taps 2"))
        try host.tap("Reset")
        #expect(host.layout.storage.texts(inSubtreeOf: 0).contains("Taps 0"))
        #expect(made.count == 1)
    }

    @Test func environmentObjectsAndValues() throws {
        struct Greeting: View {
            @EnvironmentObject var settings: Settings
            @Environment(\.displayScale) var scale
            var body: some View {
                Text("Hello, \(settings.name) at \(Int(scale))×").onTapGesture { settings.name = "Grace" }
            }
        }
        let settings = Settings()
        let host = ViewHost(Greeting().environmentObject(settings), scale: 2)
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Hello, Ada at 2×"])
        try host.tap("Hello, Ada at 2×")
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Hello, Grace at 2×"])
        #expect(settings.name == "Grace")
    }

    @Test func observableObjectsThroughTheEnvironment() throws {
        struct Shelf: View {
            @Environment(Library.self) var library
            var body: some View {
                Text("\(library.books) books").onTapGesture { library.books += 1 }
            }
        }
        let library = Library()
        let host = ViewHost(Shelf().environment(library))
        try host.tap("2 books")
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["3 books"])
    }

    @Test func unknownControlsAreNamedInTheError() throws {
        let host = ViewHost(Counter())
        #expect(throws: ViewHostError.notFound("control labelled \"Play\" to tap", known: ["Count 0"])) {
            try host.tap("Play")
        }
        #expect(ViewHostError.notFound("control labelled \"Play\" to tap", known: ["Count 0"]).description
            == "Found no control labelled \"Play\" to tap on screen. Controls on screen: \"Count 0\".")
    }

    @Test func aMissingEnvironmentObjectNamesItsType() async {
        struct Greeting: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Text(settings.name) }
        }
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ViewLayout(of: Greeting(), in: CGSize(width: 100, height: 100))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No ObservableObject of type Settings found. A View.environmentObject(_:) for Settings may be missing as an ancestor of this view."))
    }
}

/// A property of the user's own built from `@State`, as SwiftUI allows (`DynamicProperty`).
@propertyWrapper struct Counted: DynamicProperty {
    @State private var count = 0
    var wrappedValue: Int {
        get { count }
        nonmutating set { count = newValue }
    }
}

@Suite struct ComposedPropertyTests {
    struct Clicker: View {
        @Counted var left
        @Counted var right
        var body: some View {
            VStack {
                Text("Left \(left)").onTapGesture { left += 1 }
                Text("Right \(right)").onTapGesture { right += 1 }
            }
        }
    }

    /// The clicker is made again each time this body runs (a root view's value is the host's).
    struct Screen: View {
        var body: some View { Clicker() }
    }

    @Test func theStateInsideAUsersPropertyIsConnectedAndEachPropertyHasItsOwn() throws {
        let host = ViewHost(Screen())
        try host.tap("Left 0")
        try host.tap("Left 1")
        try host.tap("Right 0")
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Left 2", "Right 1"])
        #expect(host.render().storage.texts(inSubtreeOf: 0) == ["Left 2", "Right 1"])
    }
}

@Suite struct StateIdentityTests {
    @Test func aNewIDStartsTheStateOver() throws {
        struct Round: View {
            @State var round = 0
            var body: some View {
                VStack {
                    Text("Next round").onTapGesture { round += 1 }
                    Counter().id(round)
                }
            }
        }
        struct Counter: View {
            @State var taps = 0
            var body: some View {
                Text("Taps \(taps)").onTapGesture { taps += 1 }
            }
        }
        let host = ViewHost(Round())
        try host.tap("Taps 0")
        try host.tap("Taps 1")
        #expect(host.layout.description.contains("Taps 2"))
        try host.tap("Next round")
        #expect(host.layout.description.contains("Taps 0"))
    }

    @Test func lazyRowsKeepTheirStateWhileTheyShow() throws {
        struct Row: View {
            let index: Int
            @State var liked = false
            var body: some View {
                Text(liked ? "Liked \(index)" : "Like \(index)").frame(height: 44).onTapGesture { liked.toggle() }
            }
        }
        let host = ViewHost(ScrollView { LazyVStack { ForEach(0..<1_000, id: \.self) { Row(index: $0) } } })
        try host.tap("Like 3")
        host.render()
        #expect(host.layout.description.contains("Liked 3"))
        #expect(host.layout.description.contains("Like 4"))
    }

    @Test func deepTreesInAHost() {
        // A view 5,000 levels deep, each level with its own state: identities stay cheap.
        struct Level: View {
            let depth: Int
            @State var value = 1
            var body: some View {
                if depth == 0 {
                    Color.red.frame(width: CGFloat(value), height: 1).id("leaf")
                } else {
                    Level(depth: depth - 1)
                }
            }
        }
        let host = ViewHost(Level(depth: 5_000))
        #expect(host.layout.frame(id: "leaf")?.width == 1)
    }
}

@Suite struct BindingTests {
    @Test func bindingsReachPropertiesAndOptionals() {
        struct Volume { var level = 3 }
        let box = Box(Volume())
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        binding.level.wrappedValue = 7
        #expect(box.value.level == 7)
        let optional = Binding<Int?>(binding.level)
        optional.wrappedValue = nil
        #expect(box.value.level == 7)
        optional.wrappedValue = 9
        #expect(box.value.level == 9)
        let missing = Box<Int?>(nil)
        #expect(Binding(Binding(get: { missing.value }, set: { missing.value = $0 })) == nil)
        let constant = Binding.constant("fixed")
        constant.wrappedValue = "changed"
        #expect(constant.wrappedValue == "fixed")
        #expect(withAnimation(.easeInOut) { 2 + 2 } == 4)
        #expect(binding.animation().level.wrappedValue == 9)
    }
}

/// A volume setting kept in UserDefaults.
private struct VolumeSetting: View {
    @AppStorage("volume") private var volume = 3
    @AppStorage("theme") private var theme: Theme = .light
    enum Theme: String { case light, dark }
    var body: some View {
        VStack {
            Text("Volume \(volume) \(theme.rawValue)")
            Button("Louder") {
                volume += 1
                theme = .dark
            }
        }
    }
}

@Suite struct AppStorageTests {
    @Test func valuesLiveInTheStoreTheEnvironmentNames() throws {
        let suite = "easel-app-storage-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let host = ViewHost(VolumeSetting().defaultAppStorage(defaults))
        #expect(host.layout.storage.texts(inSubtreeOf: 0).first == "Volume 3 light")
        try host.tap("Louder")
        #expect(host.layout.storage.texts(inSubtreeOf: 0).first == "Volume 4 dark")
        #expect(defaults.integer(forKey: "volume") == 4)
        #expect(defaults.string(forKey: "theme") == "dark")
        // A new host on the same store starts from what was stored.
        let again = ViewHost(VolumeSetting().defaultAppStorage(defaults))
        #expect(again.layout.storage.texts(inSubtreeOf: 0).first == "Volume 4 dark")
    }
}
