import Easel
import Foundation

extension Gallery {
    /// An inbox built as a plain `List` with a search field, on an iPhone 15 Pro.
    static let inboxList = GalleryScene(
        name: "inbox-list",
        title: "An inbox list on an iPhone 15 Pro",
        summary: "A plain List runs its rows edge to edge with separators inset to the text, and builds only the rows that show: this inbox of 10,000 messages lays out about a screen of them. The search field sits under the large title in its own 52-point row; the Edit button is a toolbar item.",
        device: .iPhone15Pro
    ) {
        Inbox()
    }

    private static let senders = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov", "Donald Knuth"]
    private static let subjects = ["Lunch on Friday?", "The compiler works", "Re: notes on computability", "Shortest paths", "Abstraction, again", "Volume 4B"]

    private struct Inbox: View {
        @State private var query = ""

        var body: some View {
            NavigationStack {
                List(0..<10_000, id: \.self) { index in
                    VStack(alignment: .leading, spacing: 3) {
                        HStack {
                            Text(Gallery.senders[index % 6]).font(.headline)
                            Spacer()
                            Text("\(9 - index % 9):\(10 + index % 50)").font(.subheadline).foregroundStyle(.secondary)
                        }
                        Text(Gallery.subjects[index % 6]).font(.subheadline)
                    }
                }
                .listStyle(.plain)
                .navigationTitle("Inbox")
                .searchable(text: $query)
                .toolbar { EditButton() }
            }
        }
    }
}
