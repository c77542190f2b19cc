import Testing
import Foundation
@testable import EaselCore

/// A host that proposes a size (`ViewHost(_:proposing:)`) and taps at points, as the preview
/// page does when a person clicks the picture.
private struct Panel: View {
    @State private var count = 0
    @State private var isOn = false
    @State private var isExpanded = false
    @State private var spot = "none"

    var body: some View {
        VStack(spacing: 0) {
            Button("Add") { count += 1 }
                .frame(width: 100, height: 50)
            Toggle("Power", isOn: $isOn)
                .frame(width: 200, height: 40)
            Color.red.frame(width: 100, height: 40)
                .onTapGesture { location in spot = "\(Int(location.x)),\(Int(location.y))" }
            Text("\(count) \(isOn) \(spot)")
            Button("More") { isExpanded.toggle() }
            if isExpanded {
                Color.blue.frame(width: 300, height: 100)
            }
        }
    }
}

@Suite struct TapAtPointTests {
    fileprivate func shown(_ host: ViewHost<Panel>) -> String? {
        host.layout.nodes(named: "Text").compactMap(\.detail).first { $0.hasPrefix("\"0") || $0.hasPrefix("\"1") || $0.hasPrefix("\"2") }
    }

    @Test func aTapGoesToTheControlUnderThePoint() throws {
        let host = ViewHost(Panel(), proposing: .unspecified, scale: 2)
        // The stack's ideal size: the toggle's 200 wide, 50 + 40 + 40 + a text line + a button line.
        #expect(host.canvasSize.width == 200)
        let button = try #require(host.layout.nodes(named: "frame").first { $0.detail == "width: 100, height: 50" })
        #expect(button.frame == CGRect(x: 50, y: 0, width: 100, height: 50))
        try host.tap(at: CGPoint(x: 100, y: 25))
        try host.tap(at: CGPoint(x: 190, y: 70))   // the switch, at the toggle's trailing end
        #expect(shown(host) == "\"1 true none\"")
        // A tap gesture gets the point in its own view's coordinates: the red square is at (50, 90).
        try host.tap(at: CGPoint(x: 60, y: 120))
        #expect(shown(host) == "\"1 true 10,30\"")
        // Nothing there answers a tap: said, with what could be tapped.
        #expect(throws: ViewHostError.notFound("control at (2, 100) to tap", known: ["Add", "Power", "More"])) {
            try host.tap(at: CGPoint(x: 2, y: 100))
        }
    }

    @Test func aHostThatProposesASizeTakesTheSizeTheViewChoosesAfterEachChange() throws {
        let host = ViewHost(Panel(), proposing: .unspecified, scale: 2)
        let height = host.canvasSize.height
        #expect(height == 171)   // 50 + 40 + 40, and two lines of body text of 20.5
        try host.tap("More")
        #expect(host.canvasSize == CGSize(width: 300, height: height + 100))
        try host.tap("More")
        #expect(host.canvasSize == CGSize(width: 200, height: height))
        // A proposal is a proposal: the width given, the height the view's own.
        let narrow = ViewHost(Panel(), proposing: ProposedViewSize(width: 250, height: nil), scale: 2)
        #expect(narrow.canvasSize == CGSize(width: 200, height: height))
    }
}
