import Testing
import Foundation
@testable import Easel

/// Forms public apps and Apple's tutorials write (Scrumdinger, Fructus): iOS 14's `GroupBox(label:)`,
/// a progress view style wrapping the system's look, `ListFormatter`, optional `@AppStorage`,
/// `toolbar(.hidden)` with no bars named, a symbol in its original rendering mode.
@Suite struct TutorialAppFormsTests {
    @Test func aGroupBoxWithItsLabelFirst() {
        let layout = ViewLayout(of: GroupBox(label: Label("Fructus", systemImage: "info.circle")) {
            Text("Most fruits are naturally low in fat.")
        }, on: .iPhone15Pro)
        #expect(layout.nodes(named: "Text").compactMap(\.detail) == ["\"Fructus\"", "\"Most fruits are naturally low in fat.\""])
    }

    struct WrappingStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(Color.yellow).frame(height: 20).id("track")
                ProgressView(configuration).id("inner")
            }
        }
    }

    @Test func aProgressViewStyleWrapsTheLookItReplaces() throws {
        let layout = ViewLayout(of: ProgressView(value: 0.4).progressViewStyle(WrappingStyle()).frame(width: 200), on: .iPhone15Pro)
        // The inner progress view is drawn by the style the custom one was set over (the bar:
        // 4 pt tall across the width), not by the custom style again.
        let inner = try #require(layout.frame(id: "inner"))
        #expect(inner.width == 200 && inner.height == 4, "\(inner)")
        #expect(layout.frame(id: "track")?.height == 20)
        #expect(layout.nodes(named: "RoundedRectangle").count == 1)
    }

    struct RedProgressStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                ProgressView(value: configuration.fractionCompleted).tint(.red)
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
            }
        }
    }

    struct PrefixedToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { Text("custom:"); Toggle(isOn: configuration.$isOn) { configuration.label } }
        }
    }

    struct BadgeLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label { configuration.title.bold() } icon: { configuration.icon }
        }
    }

    @Test func aControlInsideItsOwnStyleIsDrawnByTheStyleAroundIt() {
        // A progress view, toggle or label of the same kind inside a custom style's body is
        // drawn by the style the custom one was set over: once, not again and again.
        let layout = ViewLayout(of: VStack {
            ProgressView(value: 0.1).progressViewStyle(RedProgressStyle())
            Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(PrefixedToggleStyle())
            Label("Inbox", systemImage: "tray").labelStyle(BadgeLabelStyle())
        }, on: .iPhone15Pro)
        #expect(!layout.diagnostics.contains { $0.contains("nested more than") })
        let texts = layout.nodes(named: "Text").compactMap(\.detail)
        #expect(texts == ["\"10%\"", "\"custom:\"", "\"Wi-Fi\"", "\"Inbox\""])
        // One bar (its track and fill, two capsules) and iOS's switch (one).
        #expect(layout.nodes(named: "Capsule").count == 3)
    }

    @Test func aListFormatterJoinsAsTheLocaleWrites() {
        #expect(ListFormatter.localizedString(byJoining: ["Jon", "Darla", "Luis"]) == "Jon, Darla, and Luis")
        #expect(ListFormatter.localizedString(byJoining: ["Jon", "Darla"]) == "Jon and Darla")
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "de_DE")
        #expect(formatter.string(from: ["Jon", "Darla", "Luis"]) == "Jon, Darla und Luis")
        #expect(formatter.string(for: 3) == nil)
    }

    struct Onboarding: View {
        @AppStorage("easel.test.isOnboarding") var isOnboarding: Bool?
        @AppStorage("easel.test.rating") var rating: Double?
        var body: some View {
            Button(isOnboarding == nil ? "unset" : "set \(rating ?? 0)") {
                isOnboarding = true
                rating = 4.5
            }
        }
    }

    @Test func optionalAppStorageIsNilUntilWritten() throws {
        let store = try #require(UserDefaults(suiteName: "easel.test.\(UUID().uuidString)"))
        let host = ViewHost(Onboarding().defaultAppStorage(store), on: .iPhone15Pro)
        try host.tap("unset")
        #expect(host.layout.nodes(named: "Text").first?.detail == "\"set 4.5\"")
        #expect(store.object(forKey: "easel.test.isOnboarding") as? Bool == true)
    }

    @Test func toolbarHiddenWithNoBarsNamedHidesTheNavigationBar() throws {
        let layout = ViewLayout(of: NavigationStack {
            Text("Body").navigationTitle("Should not show").toolbar(.hidden)
        }, on: .iPhone15Pro)
        #expect(!layout.nodes(named: "Text").contains { $0.detail == "\"Should not show\"" })
    }

    @Test func aSymbolInItsOriginalRenderingModeSaysItIsDrawnInOneColour() {
        let layout = ViewLayout(of: Image(systemName: "sun.max.fill").renderingMode(.original), on: .iPhone15Pro)
        #expect(layout.diagnostics.contains { $0.contains("renderingMode(.original) is drawn in one colour") })
    }

    @Test func aListOfDataByKeyPathWithOneSelection() {
        struct Animal: Hashable { let name: String }
        let animals = [Animal(name: "Coyote"), Animal(name: "Roadrunner")]
        let layout = ViewLayout(of: List(animals, id: \.name, selection: .constant(Optional(animals[1]))) { animal in
            Text(animal.name)
        }, on: .iPhone15Pro)
        #expect(layout.nodes(named: "Text").compactMap(\.detail) == ["\"Coyote\"", "\"Roadrunner\""])
    }

    @Test func aShapeStrokedThenFilledIsFilledUnderItsStroke() {
        // iOS 17 takes either order: the fill is under the stroke both ways.
        let layout = ViewLayout(of: VStack(spacing: 0) {
            Circle().stroke(Color.black, lineWidth: 5).fill(Color.green).frame(width: 120, height: 120).id("stroked first")
            Circle().fill(Color.green).stroke(Color.black, lineWidth: 5).frame(width: 120, height: 120).id("filled first")
        }, proposing: .unspecified)
        #expect(layout.frame(id: "stroked first") == CGRect(x: 0, y: 0, width: 120, height: 120))
        #expect(layout.frame(id: "filled first") == CGRect(x: 0, y: 120, width: 120, height: 120))
        let shapes = layout.nodes(named: "Circle")
        #expect(shapes.count == 4)
    }
}

