import Testing
import Foundation
@testable import EaselCore

private struct Row: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 20).id("a")
            Color.blue.frame(width: 30, height: 20).opacity(0.5)
        }
    }
}

private struct Inner: View {
    var body: some View { Color.green }
}

private struct Outer: View {
    var body: some View { Inner() }
}

private struct Infinite: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.infinity, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private struct Tagged: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// ViewLayout's inspection API: dump, JSON, frame(id:), nodes(named:), viewTypes.
@Suite struct InspectionTests {
    // Canvas 101×100: the padding (50×30) is at ((101-50)/2, (100-30)/2) = (25.5, 35).
    private var small: ViewLayout { lay(Row().padding(5), 101, 100) }

    @Test func dumpIsExact() {
        let expected = """
        padding(5)  (25.5, 35) 50×30
          Row › HStack(spacing: 0)  (30.5, 40) 40×20
            frame(width: 10, height: 20)  (30.5, 40) 10×20  id: "a"
              Color(red)  (30.5, 40) 10×20
            frame(width: 30, height: 20)  (40.5, 40) 30×20  opacity(0.5)
              Color(blue)  (40.5, 40) 30×20
        """
        #expect(small.description == expected)
        #expect(String(describing: small) == expected)
    }

    @Test func dumpFormatsThirds() {
        // A Divider at scale 3 is 0.333… thick: lengths print with at most three decimals.
        let l = lay(Divider(), 100, 100)
        #expect(l.description == "Divider  (0, 49.833) 100×0.333")
    }

    @Test func jsonParsesWithExpectedKeysAndValues() throws {
        let data = try #require(small.json().data(using: .utf8))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(root.keys) == ["name", "detail", "id", "viewTypes", "frame", "children"])
        #expect(root["name"] as? String == "padding")
        #expect(root["detail"] as? String == "5")
        #expect(root["id"] is NSNull)
        #expect((root["viewTypes"] as? [Any])?.isEmpty == true)
        let frame = try #require(root["frame"] as? [String: Any])
        #expect((frame["x"] as? NSNumber)?.doubleValue == 25.5)
        #expect((frame["y"] as? NSNumber)?.doubleValue == 35)
        #expect((frame["width"] as? NSNumber)?.doubleValue == 50)
        #expect((frame["height"] as? NSNumber)?.doubleValue == 30)
        let stack = try #require((root["children"] as? [[String: Any]])?.first)
        #expect(stack["name"] as? String == "HStack")
        #expect(stack["viewTypes"] as? [String] == ["Row"])
        let frames = try #require(stack["children"] as? [[String: Any]])
        #expect(frames.count == 2)
        #expect(frames[0]["id"] as? String == "a")
        #expect(frames[0]["detail"] as? String == "width: 10, height: 20")
        let color = try #require((frames[1]["children"] as? [[String: Any]])?.first)
        #expect(color["name"] as? String == "Color")
        #expect(((color["frame"] as? [String: Any])?["x"] as? NSNumber)?.doubleValue == 40.5)
        #expect((color["children"] as? [Any])?.isEmpty == true)
    }

    @Test func jsonOfALayoutThatAnsweredInfinity() throws {
        // A layout answering an infinite width to a 100-wide canvas takes the 100 it was offered
        // (issue 19: frames are always finite; see `LayoutNode.settledSize`), so the JSON holds
        // numbers only, and the diagnostics say what happened.
        let l = lay(Infinite { Color.red }, 100, 100)
        let data = try #require(l.json().data(using: .utf8))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let frame = try #require(root["frame"] as? [String: Any])
        #expect((frame["width"] as? NSNumber)?.doubleValue == 100)
        #expect((frame["x"] as? NSNumber)?.doubleValue == 0)
        #expect((frame["height"] as? NSNumber)?.doubleValue == 10)
        #expect((frame["y"] as? NSNumber)?.doubleValue == 45)
        #expect(l.diagnostics == ["Invalid size (negative, NaN or infinite): Infinite answered inf×10 for the proposal (100, 100); 100×10 is used instead."])
    }

    @Test func frameByStringAndIntIDs() {
        let l = lay(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("s")
            Color.blue.frame(width: 10, height: 10).id(42)
        })
        expectFrame(l, "s", rect(185, 417, 10, 10))
        expectRect(l.frame(id: 42), rect(195, 417, 10, 10), "frame(id: 42)")
        #expect(l.frame(id: "missing") == nil)
        #expect(l.frame(id: 7) == nil)
        // An Int id is not the string "42".
        #expect(l.frame(id: "42") == nil)
    }

    @Test func outermostViewWithAnIDWins() {
        let l = lay(Color.red.id("x").padding(10).id("x").frame(width: 100, height: 100))
        expectFrame(l, "x", rect(145, 372, 100, 100))
    }

    @Test func viewTypes() {
        // Outer's body is Inner, whose body is a Color: the Color was produced by both.
        let l = lay(Outer())
        #expect(l.root.name == "Color")
        #expect(l.root.viewTypes == ["Outer", "Inner"])
        // In Row, only the HStack comes from Row's body; its children come from nested views.
        let r = small
        #expect(r.root.viewTypes == [])
        #expect(r.root.children.first?.viewTypes == ["Row"])
        #expect(r.root.children.first?.children.first?.viewTypes == [])
    }

    @Test func rootNode() {
        let l = small
        #expect(l.root.name == "padding")
        #expect(l.root.detail == "5")
        #expect(l.root.id == nil)
        expectRect(l.root.frame, rect(25.5, 35, 50, 30), "root")
        #expect(l.root.children.count == 1)
        #expect(l.root.children[0].children.first?.id == "a")
        #expect(l.canvasSize == CGSize(width: 101, height: 100))
        #expect(l.scale == 3)
    }

    @Test func nodeNames() {
        let l = lay(VStack {
            HStack { Spacer(); Divider() }
            ZStack { Rectangle(); Circle() }
            Color.red.padding().frame(width: 10).fixedSize().aspectRatio(1, contentMode: .fit)
            Color.red.position(x: 1, y: 1).offset(x: 1)
            Color.red.background(Color.blue).overlay(Color.green)
            GeometryReader { _ in Color.red }
            Tagged { Color.red }
        })
        for name in ["VStack", "HStack", "ZStack", "padding", "frame", "fixedSize", "aspectRatio",
                     "position", "offset", "background", "overlay", "Rectangle", "Circle", "Spacer",
                     "Divider", "GeometryReader", "Tagged"] {
            #expect(l.nodes(named: name).count == 1, "\(name): \(l.nodes(named: name).count)")
        }
        // Colors: padding's, position's, three in the background/overlay, GeometryReader's, Tagged's.
        #expect(l.nodes(named: "Color").count == 7)
        #expect(lay(EmptyView()).root.name == "EmptyView")
        #expect(lay(EmptyView()).root.frame == CGRect(x: 195, y: 422, width: 0, height: 0))
    }

    @Test func nodeDetails() {
        let l = lay(HStack(alignment: .top, spacing: 4) {
            Color.red.frame(minWidth: 1, idealWidth: 2, maxWidth: 3, alignment: .leading)
            Spacer(minLength: 12)
            Color.red.offset(x: 1, y: 2)
        })
        #expect(l.root.detail == "alignment: top, spacing: 4")
        #expect(l.root.children[0].detail == "minWidth: 1, idealWidth: 2, maxWidth: 3, alignment: leading")
        #expect(l.root.children[1].detail == "minLength: 12")
        #expect(l.root.children[2].detail == "x: 1, y: 2")
    }

    @Test func relayoutInAnotherCanvas() {
        // The same views in a 200×200 canvas: the Color fills it.
        let l = lay(Color.red.id("c").padding(10))
        let r = l.relayout(in: CGSize(width: 200, height: 200))
        expectFrame(r, "c", rect(10, 10, 180, 180))
        expectFrame(l, "c", rect(10, 10, 370, 824))
    }
}
