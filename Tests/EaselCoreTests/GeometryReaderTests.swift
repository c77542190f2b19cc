import Testing
import Foundation
@testable import EaselCore

/// What a GeometryReader closure saw.
private final class ProxyRecord: @unchecked Sendable {
    var size: CGSize?
    var local: CGRect?
    var global: CGRect?
    var named: CGRect?
    var unknownName: CGRect?
    var calls = 0

    func record(_ proxy: GeometryProxy, name: String = "space") {
        calls += 1
        size = proxy.size
        local = proxy.frame(in: .local)
        global = proxy.frame(in: .global)
        named = proxy.frame(in: .named(name))
        unknownName = proxy.frame(in: .named("no such space"))
    }
}

/// GeometryReader (spec §12).
@Suite struct GeometryReaderTests {
    @Test func acceptsTheProposal() {
        // §12 [M]: "a geometry reader always accepts the proposed size": 200×100 at (95, 372);
        // its content is proposed the same size.
        let record = ProxyRecord()
        let l = lay(GeometryReader { proxy in
            let _ = record.record(proxy)
            Color.red.id("c")
        }.id("g").frame(width: 200, height: 100))
        expectFrame(l, "g", rect(95, 372, 200, 100))
        expectFrame(l, "c", rect(95, 372, 200, 100))
        expectSize(record.size, CGSize(width: 200, height: 100), "proxy.size")
    }

    @Test func unspecifiedDimensionIsTen() {
        // §12 CONTESTED (OSUI: 0; user measurements: 10). The engine follows the measured 10, and
        // so does this test: under fixedSize the reader is 10×10.
        let l = lay(GeometryReader { _ in Color.red }.id("g").fixedSize())
        expectFrame(l, "g", rect(190, 417, 10, 10))
        // Only the nil axis: (390, nil) → 390×10.
        let v = lay(GeometryReader { _ in Color.red }.id("g").fixedSize(horizontal: false, vertical: true))
        expectFrame(v, "g", rect(0, 417, 390, 10))
    }

    @Test func contentIsPlacedTopLeading() {
        // §12 [M] FG: content at the top-leading corner, not centred (iOS 14+).
        let l = lay(GeometryReader { _ in
            Color.red.frame(width: 50, height: 50).id("c")
        }.frame(width: 200, height: 100))
        expectFrame(l, "c", rect(95, 372, 50, 50))
    }

    @Test func severalViewsAreEachPlacedTopLeading() {
        // §12: not stacked, each at the top-leading corner.
        let l = lay(GeometryReader { _ in
            Color.red.frame(width: 50, height: 50).id("a")
            Color.blue.frame(width: 20, height: 20).id("b")
        })
        expectFrame(l, "a", rect(0, 0, 50, 50))
        expectFrame(l, "b", rect(0, 0, 20, 20))
    }

    @Test func frameInCoordinateSpaces() {
        // VStack(spacing 0): a 100×100 frame above a 200×50 reader → 200×150; padding 10 → 220×170
        // at (85, 337). The VStack (named "space") is at (95, 347); the reader at (95, 447).
        let record = ProxyRecord()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100)
            GeometryReader { proxy in
                let _ = record.record(proxy)
                Color.blue
            }.frame(width: 200, height: 50).id("g")
        }.coordinateSpace(name: "space").padding(10)
        let l = lay(view)
        expectFrame(l, "g", rect(95, 447, 200, 50))
        expectSize(record.size, CGSize(width: 200, height: 50), "size")
        expectRect(record.local, rect(0, 0, 200, 50), "frame(in: .local)")
        expectRect(record.global, rect(95, 447, 200, 50), "frame(in: .global)")
        expectRect(record.named, rect(0, 100, 200, 50), "frame(in: .named)")
        // An unknown name falls back to the global space.
        expectRect(record.unknownName, rect(95, 447, 200, 50), "frame(in: .named(unknown))")
    }

    @Test func readerInAStackIsFlexible() {
        // The reader accepts any proposal (0…∞): the 50-wide frame goes first, the reader gets
        // 390 - 8 - 50 = 332 × 844.
        let record = ProxyRecord()
        let l = lay(HStack {
            GeometryReader { proxy in
                let _ = record.record(proxy)
                Color.red
            }.id("g")
            Color.blue.frame(width: 50, height: 50)
        })
        expectFrame(l, "g", rect(0, 0, 332, 844))
        expectSize(record.size, CGSize(width: 332, height: 844), "size")
    }

    @Test func offsetMovesTheGlobalFrame() {
        // §14: offset translates the drawn content, readers included.
        let record = ProxyRecord()
        let l = lay(GeometryReader { proxy in
            let _ = record.record(proxy)
            Color.red
        }.id("g").frame(width: 100, height: 100).offset(x: 10, y: 20))
        expectFrame(l, "g", rect(155, 392, 100, 100))
        expectRect(record.global, rect(155, 392, 100, 100), "global")
        expectRect(record.local, rect(0, 0, 100, 100), "local")
    }

    @Test func contentSeesTheReaderSizeAsProposal() {
        // A frame(maxWidth: .infinity) in the reader is proposed the reader's 200×100 → 200 wide.
        let l = lay(GeometryReader { _ in
            Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity).id("c")
        }.frame(width: 200, height: 100))
        expectFrame(l, "c", rect(95, 372, 200, 10))
    }
}
