import Testing
import Foundation
@testable import Easel

/// iOS 16's edit actions on a binding: a swiped row deletes itself from the collection, and the
/// rows without them offer nothing. A list's minimum row height comes from the environment.
@Suite struct EditActionsTests {
    struct Item: Identifiable {
        let id: Int
        var name: String
    }

    struct Groceries: View {
        @State var items = ["Milk", "Eggs", "Bread"].enumerated().map { Item(id: $0, name: $1) }
        let actions: EditActions<[Item]>

        var body: some View {
            List($items, editActions: actions) { $item in
                Text(item.name).id(item.name)
            }
        }
    }

    private func names(_ host: ViewHost<Groceries>) -> [String] {
        ["Milk", "Eggs", "Bread"].filter { host.layout.frame(id: $0) != nil }
    }

    @Test func deleteRemovesASwipedRow() throws {
        let host = ViewHost(Groceries(actions: .delete), on: .iPhone15Pro)
        try host.swipe("Eggs")
        // Slid left by the Delete action's 74 pt, from the text's 16 + 20 pt inset.
        #expect(abs((host.layout.frame(id: "Eggs")?.minX ?? 0) - (36 - 74)) < 0.001)
        try host.tap("Delete")
        #expect(names(host) == ["Milk", "Bread"])
    }

    @Test func moveAloneOffersNoDeletion() throws {
        let host = ViewHost(Groceries(actions: .move), on: .iPhone15Pro)
        // A row with no delete action has nothing to swipe to.
        #expect(throws: (any Error).self) { try host.swipe("Eggs") }
        #expect(host.layout.frame(id: "Eggs")?.minX == 36)
        #expect(names(host) == ["Milk", "Eggs", "Bread"])
        #expect(EditActions<[Item]>.all == [.move, .delete])
    }

    @Test func rowsAreAtLeastTheEnvironmentsMinimumHeight() {
        func rowHeight(_ minimum: CGFloat?) -> CGFloat? {
            let list = List { Text("Milk").id("milk"); Text("Eggs").id("eggs") }
            let layout = minimum.map { ViewLayout(of: list.environment(\.defaultMinListRowHeight, $0), on: .iPhone15Pro) }
                ?? ViewLayout(of: list, on: .iPhone15Pro)
            // From one row's text to the next's: a row's height.
            guard let milk = layout.frame(id: "milk"), let eggs = layout.frame(id: "eggs") else { return nil }
            return eggs.minY - milk.minY
        }
        #expect(rowHeight(nil) == 44)
        #expect(rowHeight(60) == 60)
        #expect(EnvironmentValues().defaultMinListRowHeight == 44)
    }

    @Test func sizeCategoryIsTheDynamicTypeSize() {
        var environment = EnvironmentValues()
        #expect(environment.sizeCategory == .large)
        environment.sizeCategory = .accessibilityExtraLarge
        #expect(environment.dynamicTypeSize == .accessibility3)
        environment.sizeCategory = .extraSmall
        #expect(environment.dynamicTypeSize == .xSmall)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}
