@testable import EaselCore
import Easel
import Foundation
import Testing

/// SwiftUI's comparison of view values (`ViewValueComparison`): field by field, `Equatable` values
/// with `==`, references by identity, closures never the same.
@Suite struct ViewValueComparisonTests {
    final class Model {}

    struct Row: View {
        let index: Int
        let title: String
        let model: Model
        @State private var isOn = false
        var body: some View { Text(title) }
    }

    @Test func structsCompareFieldByField() {
        let model = Model()
        #expect(ViewValueComparison.areEqual(Row(index: 1, title: "A", model: model), Row(index: 1, title: "A", model: model)))
        #expect(!ViewValueComparison.areEqual(Row(index: 1, title: "A", model: model), Row(index: 2, title: "A", model: model)))
        #expect(!ViewValueComparison.areEqual(Row(index: 1, title: "A", model: model), Row(index: 1, title: "B", model: model)))
        // Another instance of the same class is another model, whatever it holds.
        #expect(!ViewValueComparison.areEqual(Row(index: 1, title: "A", model: model), Row(index: 1, title: "A", model: Model())))
        // Values of different types are never the same.
        #expect(!ViewValueComparison.areEqual(Row(index: 1, title: "A", model: model), Text("A")))
    }

    struct Tapped: View {
        let title: String
        let action: () -> Void
        var body: some View { Text(title) }
    }

    @Test func closuresAreNeverTheSame() {
        let action = {}
        #expect(!ViewValueComparison.areEqual(Tapped(title: "A", action: action), Tapped(title: "A", action: action)))
        // A binding made from a getter and a setter is closures too.
        let custom = Binding(get: { true }, set: { _ in })
        #expect(!ViewValueComparison.areEqual(Toggle("A", isOn: custom), Toggle("A", isOn: custom)))
    }

    struct Settings {
        var volume = 0.5
        var balance = 0.5
    }

    /// A view handing bindings to its state down, as a parent does when its body runs.
    struct Parent {
        @State var isOn = true
        @State var settings = Settings()
    }

    @Test func bindingsAreTheSameWhenTheyBindTheSamePlaceToTheSameValue() {
        let parent = Parent()
        // The same state, read as the same value: made again by a body that ran again.
        #expect(ViewValueComparison.areEqual(Toggle("A", isOn: parent.$isOn), Toggle("A", isOn: parent.$isOn)))
        #expect(ViewValueComparison.areEqual(parent.$settings.volume, parent.$settings.volume))
        // Another property, or the same one read as another value, or another state.
        #expect(!ViewValueComparison.areEqual(parent.$settings.volume, parent.$settings.balance))
        let before = parent.$settings.volume
        parent.settings.volume = 0.8
        #expect(!ViewValueComparison.areEqual(before, parent.$settings.volume))
        #expect(!ViewValueComparison.areEqual(Toggle("A", isOn: parent.$isOn), Toggle("A", isOn: Parent().$isOn)))
        // Constants are the same when their values are.
        #expect(ViewValueComparison.areEqual(Toggle("A", isOn: .constant(true)), Toggle("A", isOn: .constant(true))))
        #expect(!ViewValueComparison.areEqual(Toggle("A", isOn: .constant(true)), Toggle("A", isOn: .constant(false))))
    }

    final class Owner {}

    struct Referring {
        weak var weakOwner: Owner?
        unowned let unownedOwner: Owner
        let name: String?
        let sizes: [CGSize]
        let pair: (Int, Text)
    }

    @Test func weakAndUnownedReferencesCompareByIdentity() {
        let owner = Owner()
        let other = Owner()
        func referring(_ weak: Owner?, _ unowned: Owner, name: String? = "x", sizes: [CGSize] = [.zero], pair: (Int, Text) = (1, Text("a"))) -> Referring {
            Referring(weakOwner: weak, unownedOwner: unowned, name: name, sizes: sizes, pair: pair)
        }
        #expect(ViewValueComparison.areEqual(referring(owner, owner), referring(owner, owner)))
        #expect(ViewValueComparison.areEqual(referring(nil, owner), referring(nil, owner)))
        #expect(!ViewValueComparison.areEqual(referring(owner, owner), referring(other, owner)))
        #expect(!ViewValueComparison.areEqual(referring(nil, owner), referring(owner, owner)))
        #expect(!ViewValueComparison.areEqual(referring(owner, owner), referring(owner, other)))
        #expect(!ViewValueComparison.areEqual(referring(owner, owner, name: nil), referring(owner, owner)))
        #expect(!ViewValueComparison.areEqual(referring(owner, owner, sizes: [.zero, .zero]), referring(owner, owner)))
        #expect(!ViewValueComparison.areEqual(referring(owner, owner, pair: (1, Text("b"))), referring(owner, owner)))
    }

    enum Badge {
        case none
        case count(Int, Model)
    }

    struct Labelled {
        let badge: Badge
        let items: [Badge]
        let icon: Image?
    }

    @Test func enumsOptionalsAndCollectionsCompareByCaseAndElement() {
        let model = Model()
        func labelled(_ badge: Badge, items: [Badge] = [.none], icon: Image? = Image(systemName: "star")) -> Labelled {
            Labelled(badge: badge, items: items, icon: icon)
        }
        #expect(ViewValueComparison.areEqual(labelled(.count(3, model)), labelled(.count(3, model))))
        #expect(!ViewValueComparison.areEqual(labelled(.count(3, model)), labelled(.count(4, model))))
        #expect(!ViewValueComparison.areEqual(labelled(.count(3, model)), labelled(.none)))
        // Arrays of values that aren't `Equatable` compare element by element, not by buffer.
        #expect(ViewValueComparison.areEqual(labelled(.none, items: [.none, .count(1, model)]), labelled(.none, items: [.none, .count(1, model)])))
        #expect(!ViewValueComparison.areEqual(labelled(.none, items: [.none]), labelled(.none, items: [.count(1, model)])))
        #expect(!ViewValueComparison.areEqual(labelled(.none, icon: nil), labelled(.none)))
    }

    struct Models {
        let models: [Model]
    }

    @Test func arraysOfModelsAreTheSameAsTheSameBufferHoweverLong() {
        let models = (0..<1_000).map { _ in Model() }
        #expect(ViewValueComparison.areEqual(Models(models: models), Models(models: models)))
        // Another buffer of the same models: compared element by element, up to the limit.
        #expect(ViewValueComparison.areEqual(Models(models: Array(models.prefix(10))), Models(models: Array(models.prefix(10)))))
        #expect(!ViewValueComparison.areEqual(Models(models: models), Models(models: models.map { $0 })))
        var changed = models
        changed[500] = Model()
        #expect(!ViewValueComparison.areEqual(Models(models: models), Models(models: changed)))
    }

    /// A list row's kind of value: optionals of values that aren't `Equatable`.
    struct Selecting {
        let selection: Binding<Bool>?
        let badge: Badge?
    }

    @Test func optionalsOfValuesThatArentEquatableCompareWhatTheyHold() {
        let model = Model()
        let parent = Parent()
        #expect(ViewValueComparison.areEqual(Selecting(selection: parent.$isOn, badge: .count(1, model)), Selecting(selection: parent.$isOn, badge: .count(1, model))))
        #expect(ViewValueComparison.areEqual(Selecting(selection: nil, badge: nil), Selecting(selection: nil, badge: nil)))
        #expect(!ViewValueComparison.areEqual(Selecting(selection: nil, badge: nil), Selecting(selection: parent.$isOn, badge: nil)))
        #expect(!ViewValueComparison.areEqual(Selecting(selection: nil, badge: .count(1, model)), Selecting(selection: nil, badge: .count(2, model))))
        #expect(!ViewValueComparison.areEqual(Selecting(selection: nil, badge: .count(1, model)), Selecting(selection: nil, badge: .count(1, Model()))))
    }

    struct Nested<Inner> {
        let inner: Inner
    }

    @Test func comparisonsStopAtTheDepthLimit() {
        // Eight levels of structs around a value are looked into; a ninth is called different.
        let eight = Nested(inner: Nested(inner: Nested(inner: Nested(inner: Nested(inner: Nested(inner: Nested(inner: Nested(inner: 1))))))))
        #expect(ViewValueComparison.areEqual(eight, eight))
        let nine = Nested(inner: eight)
        #expect(!ViewValueComparison.areEqual(nine, nine))
    }
}
