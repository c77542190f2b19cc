// A screen written as Swift 6 era SwiftUI projects write it: an `@Observable @MainActor` model
// read from `body`, closures handed to the standard library inside `body` and inside an action
// (`filter`, `map`), with only `import SwiftUI` changed. In the Swift 6 language mode these closures
// carry runtime checks that they run on the main actor; with the `MainActorViews` trait Easel
// lays views out on the main actor, so the checks hold.
import Easel
import Observation

@Observable @MainActor
final class ShoppingList {
    var items = ["Apples", "Bread", "Cheese", "Dates"]
    var showsDone = false

    func remove(at offsets: IndexSet) {
        let removed = offsets.map { items[$0] }
        items.removeAll { removed.contains($0) }
    }
}

struct ShoppingListScreen: View {
    @State private var list = ShoppingList()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(list.items.filter { $0.count > 5 }, id: \.self) { item in
                Text(item)
            }
            Button("Remove first") { list.remove(at: IndexSet(integer: 0)) }
        }
    }
}
