import Testing
import Foundation
@testable import EaselCore

/// A task an app moves between columns: as its JSON under its own type, and as its title.
private struct TodoItem: Codable, Transferable, Equatable {
    var title: String
    var points: Int

    static let type = UTType(exportedAs: "com.example.todo-item", conformingTo: .json)

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: type)
        ProxyRepresentation(exporting: \.title)
    }
}

/// Two columns; cards are dragged from "To do" and dropped on "Done".
private struct Board: View {
    @State private var toDo = ["Buy milk", "Call Ana"]
    @State private var done: [String] = []
    @State private var log: [String] = []

    var body: some View {
        VStack(spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                VStack(spacing: 0) {
                    ForEach(toDo, id: \.self) { title in
                        Text(title).frame(width: 150, height: 40).draggable(title)
                    }
                }
                .frame(width: 150, height: 200, alignment: .top)
                VStack(spacing: 0) {
                    Text("Done").frame(height: 20)
                    ForEach(done, id: \.self) { title in
                        Text(title).frame(width: 150, height: 40)
                    }
                }
                .frame(width: 150, height: 200, alignment: .top)
                .dropDestination(for: String.self) { titles, location in
                    log.append("dropped \(titles) at \(Int(location.x)),\(Int(location.y))")
                    toDo.removeAll { titles.contains($0) }
                    done += titles
                    return true
                } isTargeted: { log.append("targeted \($0)") }
            }
            Text(log.joined(separator: "; "))
        }
    }
}

/// A list reordered the way many apps do it before iOS 16: `onDrag` gives the row's name, and
/// a delegate on each row moves the dragged row there as it enters.
private struct ReorderDelegate: DropDelegate {
    let target: String
    @Binding var names: [String]
    @Binding var log: [String]

    func validateDrop(info: DropInfo) -> Bool {
        log.append("validate \(info.hasItemsConforming(to: [.text]))")
        return true
    }

    func dropEntered(info: DropInfo) {
        var dragged = ""
        info.itemProviders(for: [.text]).first?.loadObject(ofClass: String.self) { string, _ in dragged = string ?? "" }
        log.append("entered \(dragged)")
        guard let from = names.firstIndex(of: dragged), let to = names.firstIndex(of: target), from != to else { return }
        names.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
    }

    func dropUpdated(info: DropInfo) -> DropProposal? {
        log.append("updated")
        return DropProposal(operation: target == "Locked" ? .forbidden : .move)
    }

    func dropExited(info: DropInfo) { log.append("exited") }

    func performDrop(info: DropInfo) -> Bool {
        log.append("perform at \(Int(info.location.y))")
        return true
    }
}

private struct Reorderable: View {
    @State private var names = ["Ana", "Ben", "Cy", "Locked"]
    @State private var log: [String] = []
    @State private var highlighted = false

    var body: some View {
        VStack(spacing: 0) {
            ForEach(names, id: \.self) { name in
                Text(name).frame(width: 200, height: 30)
                    .onDrag { NSItemProvider(object: name as NSString) }
                    .onDrop(of: [.text], delegate: ReorderDelegate(target: name, names: $names, log: $log))
            }
            Color.gray.frame(width: 200, height: 30).accessibilityLabel("Bin")
                .onDrop(of: [.url], isTargeted: $highlighted) { providers in
                    log.append("bin got \(providers.count)")
                    return false
                }
            Text(log.joined(separator: "; ") + (highlighted ? " (highlighted)" : ""))
        }
    }
}

/// Drag and drop as a `ViewHost` performs it, and the types and representations behind it.
@Suite struct DragAndDropTests {
    @Test func aCardDroppedOnAColumnMovesThere() throws {
        let host = ViewHost(Board())
        let taken = try host.dragAndDrop("Buy milk", onto: "Done")
        #expect(taken)
        // The destination was told it was targeted, then got the card at its centre (150 × 200),
        // then was told the drag ended.
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == [
            "Call Ana", "Done", "Buy milk",
            "targeted true; dropped [\"Buy milk\"] at 75,100; targeted false",
        ])
        // The card is drawn under the second column's title now: the board is 300 pt wide in the
        // 390 pt screen, so that column's centre is at 45 + 150 + 75; its 40 pt row starts under
        // the 20 pt title.
        let entries = host.layout.storage.entries
        let card = try #require(entries.first { $0.node.textContent == "Buy milk" })
        let title = try #require(entries.first { $0.node.textContent == "Done" })
        #expect(card.frame.midX == 270 && title.frame.midX == 270)
        #expect(card.frame.midY - title.frame.midY == 30)

        // A view that takes no drops is named as such, and one that can't be dragged too.
        #expect(throws: ViewHostError.wrongKind("Call Ana", expected: "somewhere to drop (dropDestination or onDrop)")) {
            try host.dragAndDrop("Call Ana", onto: "Call Ana")
        }
        #expect(throws: ViewHostError.wrongKind("Done", expected: "something to drag (draggable or onDrag)")) {
            try host.dragAndDrop("Done", onto: "Done")
        }
        // Dropped on the card already there, a card lands in its column, where the finger is.
        try host.dragAndDrop("Call Ana", onto: "Buy milk", at: CGPoint(x: 10, y: 190))
        #expect(host.layout.storage.texts(inSubtreeOf: 0).last?.hasSuffix("dropped [\"Call Ana\"] at 10,190; targeted false") == true)
    }

    @Test func aDelegateIsToldInApplesOrder() throws {
        let host = ViewHost(Reorderable())
        #expect(try host.dragAndDrop("Cy", onto: "Ana"))
        // Entering "Ana" moved "Cy" to the top; the drop landed at the row's centre.
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == [
            "Cy", "Ana", "Ben", "Locked", "validate true; entered Cy; updated; perform at 15",
        ])
        // A proposal that forbids the drop ends it with dropExited, and the drop isn't taken.
        #expect(try host.dragAndDrop("Ben", onto: "Locked") == false)
        #expect(host.layout.storage.texts(inSubtreeOf: 0).last?.hasSuffix("entered Ben; updated; exited") == true)
    }

    @Test func aDropOfTypesTheViewDoesNotTakeIsRefused() throws {
        let host = ViewHost(Reorderable())
        // The bin takes URLs; a row carries plain text.
        #expect(throws: ViewHostError.dropNotTaken("Bin", offered: ["public.utf8-plain-text"])) {
            try host.dragAndDrop("Ana", onto: "Bin")
        }
        #expect(ViewHostError.dropNotTaken("Bin", offered: ["public.utf8-plain-text"]).description
            == "Bin takes no drop of what the drag carries (public.utf8-plain-text).")
        // Nothing was told of the refused drop: not the bin, nor its highlight.
        #expect(host.layout.storage.texts(inSubtreeOf: 0).last == "")
    }

    @Test func anItemMovesAsItsFirstRepresentationTheReceiverImports() throws {
        let item = TodoItem(title: "Write tests", points: 3)
        let provider = NSItemProvider.carrying(item)
        // Offered as its own type first, then as its title's plain text (the proxy's type).
        #expect(provider.registeredTypeIdentifiers == ["com.example.todo-item", "public.utf8-plain-text"])
        #expect(try provider.transferable(TodoItem.self) == item)
        #expect(try provider.transferable(String.self) == "Write tests")
        // The JSON is the item's Codable encoding.
        var json: Data?
        provider.loadDataRepresentation(for: .json) { data, _ in json = data }
        #expect(try JSONDecoder().decode(TodoItem.self, from: try #require(json)) == item)
        // Nothing offered is a URL.
        #expect(throws: NSItemProviderError.self) { try provider.transferable(URL.self) }
        #expect(!provider.hasItemConformingToTypeIdentifier("public.url"))
    }

    @Test func itemProvidersOfferWhatTheyWereGiven() throws {
        let text = NSItemProvider(object: "hello" as NSString)
        #expect(text.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(text.hasItemConformingToTypeIdentifier("public.text"))
        #expect(text.canLoadObject(ofClass: String.self))
        #expect(!text.canLoadObject(ofClass: URL.self))

        let link = NSItemProvider(item: URL(string: "https://swift.org")! as NSURL, typeIdentifier: UTType.url.identifier)
        var loaded: (any NSSecureCoding)?
        link.loadItem(forTypeIdentifier: UTType.url.identifier, options: nil) { item, _ in loaded = item }
        #expect((loaded as? NSURL)?.absoluteString == "https://swift.org")
        var url: URL?
        link.loadObject(ofClass: URL.self) { found, _ in url = found }
        #expect(url == URL(string: "https://swift.org"))

        var failure: (any Error)?
        text.loadObject(ofClass: URL.self) { _, error in failure = error }
        #expect("\(try #require(failure))" == "Nothing in the item provider conforms to URL; it offers public.utf8-plain-text.")
    }

    @Test func typesConformThroughTheirParents() {
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.png.conforms(to: .data) && UTType.png.conforms(to: .content))
        #expect(!UTType.text.conforms(to: .plainText))
        #expect(UTType.json.supertypes == [.text, .data, .content, .item])
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "json", conformingTo: .image) == nil)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType.pdf.preferredFilenameExtension == "pdf")
        #expect(UTType("public.plain-text") == .plainText)
        #expect(UTType("com.example.unknown") == nil)
        // An app's exported type is found by its identifier once declared, with its parent.
        let declared = UTType(exportedAs: "com.example.board", conformingTo: .json)
        #expect(UTType("com.example.board")?.conforms(to: .text) == true)
        #expect(declared.isSubtype(of: .json) && UTType.json.isSupertype(of: declared))
    }
}

/// Colours dragged between swatches (Kavsoft's drag-and-drop grid), and an iOS 17 transition.
@Suite struct ColorDragTests {
    private struct Swatches: View {
        @State private var dropped: [Color] = []
        var body: some View {
            VStack {
                Color.red.frame(width: 40, height: 40).draggable(Color.red).accessibilityLabel("Red")
                Color.gray.frame(width: 40, height: 40).accessibilityLabel("Well")
                    .dropDestination(for: Color.self) { colors, _ in
                        dropped += colors
                        return true
                    }
                Text(dropped.map { "\($0 == .red)" }.joined(separator: ","))
            }
        }
    }

    @Test func aColorIsDroppedAsTheSameColor() throws {
        let host = ViewHost(Swatches())
        #expect(try host.dragAndDrop("Red", onto: "Well"))
        // The system red, still the system red (it adapts to dark mode where it lands).
        #expect(host.layout.storage.texts(inSubtreeOf: 0).last == "true")
    }

    /// A curtain that slides down over the view as it comes in (Kavsoft's swipe actions).
    private struct Curtain: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.opacity(phase.isIdentity ? 0.5 : 0)
        }
    }

    @Test func aCustomTransitionShowsItsIdentityPhaseAtRest() {
        let layout = ViewLayout(of: Text("Hi").transition(Curtain()), proposing: .unspecified)
        // At rest the body's identity phase applies: half opacity.
        #expect(layout.description.contains("opacity(0.5)"))
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1)
    }
}
