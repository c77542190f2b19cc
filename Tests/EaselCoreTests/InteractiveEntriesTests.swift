@testable import EaselCore
import Easel
import Foundation
import Testing

/// The entries of views with an interaction, which a host looks controls up among, are noted as
/// a layout is recorded: those of entries copied from the layout before are copied with them.
@Suite struct InteractiveEntriesTests {
    @Test func copiedEntriesKeepTheirInteractionsAndACopiedRootIsAskedAgain() throws {
        let laidOut = ViewLayout(of: VStack { Color.red; Color.blue.onTapGesture {}; Color.green }, in: CGSize(width: 100, height: 100))
        let nodes = laidOut.storage.entries.map(\.node)
        #expect(laidOut.storage.interactiveEntries == [2])
        let otherLayout = ViewLayout(of: Color.clear, in: CGSize(width: 10, height: 10))
        let other = otherLayout.storage.entries[0].node
        // The layouts keep their graphs, whose nodes the recordings below name without keeping.
        defer { withExtendedLifetime((laidOut, otherLayout)) {} }

        func record(_ previous: LayoutRecording?, copying copy: (LayoutSnapshotRecorder) -> Void) -> LayoutRecording {
            let recorder = LayoutSnapshotRecorder(serial: (previous?.serial ?? 0) + 1, previous: previous)
            let root = recorder.open(nodes[0])
            copy(recorder)
            recorder.close(root)
            return recorder.recording
        }
        let first = record(nil) { recorder in
            for node in nodes.dropFirst() { recorder.close(recorder.open(node)) }
        }
        #expect(first.interactiveEntries == [2])
        // The red view gains a tap from a modifier outside it; its entry is copied, as the blue's
        // and the green's are, one place later, after a view recorded afresh.
        nodes[1].annotate { $0.interaction = .tap {} }
        let second = record(first) { recorder in
            recorder.close(recorder.open(other))
            recorder.copy(1..<2, rootIsUnchanged: false)
            recorder.copy(2..<4, rootIsUnchanged: true)
        }
        #expect(second.interactiveEntries == [2, 3])
        #expect(second.interactiveEntries == second.entries.indices.filter { second.entries[$0].node.hasInteraction })
    }

    /// Entries note whether their views show text or have an accessibility label, which a lookup
    /// by label reads alone: a copied entry keeps the flag, and a copied root that the modifiers
    /// outside gave a label is asked again.
    @Test func copiedEntriesKeepWhetherTheyAreLabelledAndACopiedRootIsAskedAgain() throws {
        let laidOut = ViewLayout(of: VStack { Text("Hi"); Color.blue; Color.green }, in: CGSize(width: 100, height: 100))
        let nodes = laidOut.storage.entries.map(\.node)
        defer { withExtendedLifetime(laidOut) {} }
        #expect(laidOut.storage.entries.map(\.isLabelled) == [false, true, false, false])

        let firstRecorder = LayoutSnapshotRecorder(serial: 1)
        let firstRoot = firstRecorder.open(nodes[0])
        for node in nodes.dropFirst() { firstRecorder.close(firstRecorder.open(node)) }
        firstRecorder.close(firstRoot)
        let first = firstRecorder.recording

        // The green view gains a label from a modifier outside it; the text and the blue view are
        // copied as they were.
        nodes[3].annotate { $0.accessibility = AccessibilityAttributes() }
        nodes[3].annotations?.accessibility?.label = "Go"
        let recorder = LayoutSnapshotRecorder(serial: 2, previous: first)
        let root = recorder.open(nodes[0])
        recorder.copy(1..<3, rootIsUnchanged: true)
        recorder.copy(3..<4, rootIsUnchanged: false)
        recorder.close(root)
        let second = recorder.recording
        #expect(second.entries.map(\.isLabelled) == [false, true, false, true])
        #expect(second.entries.map(\.depth) == [0, 1, 1, 1])
    }
}
