import Foundation
import Testing
@testable import EaselPreviews
import EaselRendering

/// The preview program's output, read preview by preview (see `PreviewRun`).
@Suite struct PreviewRunTests {
    @Test func theOutputIsSplitAtEachPreviewsMarker() {
        let output = [
            _PreviewProgram.startMarker(index: 0, name: "Sale badge"), "Wrote /tmp/Sale-badge.png",
            _PreviewProgram.startMarker(index: 2, name: "Badge-2"), "EaselCore/EnvironmentObject.swift:15: Fatal error: No ObservableObject", "",
        ].joined(separator: "\n")
        let run = PreviewRun(output: output)
        #expect(run.preamble.isEmpty)
        #expect(run.parts.map(\.index) == [0, 2])
        #expect(run.parts.map(\.name) == ["Sale badge", "Badge-2"])
        #expect(run.parts[0].lines == ["Wrote /tmp/Sale-badge.png"])
        #expect(run.parts[1].lines == ["EaselCore/EnvironmentObject.swift:15: Fatal error: No ObservableObject", ""])
        // A program that fails before its first preview has only a preamble.
        #expect(PreviewRun(output: "Invalid configuration").preamble == ["Invalid configuration"])
        #expect(PreviewRun(output: "Invalid configuration").parts.isEmpty)
    }

    @Test func theConfigurationSaysWhichPreviewComesFirst() throws {
        #expect(try PreviewRun.configuration(#"{"format":"png","dark":false}"#, first: 3) == #"{"dark":false,"first":3,"format":"png"}"#)
    }
}
