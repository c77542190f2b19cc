import Testing
import Foundation
@testable import EaselCore

/// Records the sizes its single subview answers to a few proposals.
private final class SizeAnswers: @unchecked Sendable {
    var answers: [String: CGSize] = [:]
}

private struct AskSizes: Layout {
    let answers: SizeAnswers
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let s = subviews[0]
        answers.answers["zero"] = s.sizeThatFits(.zero)
        answers.answers["infinity"] = s.sizeThatFits(.infinity)
        answers.answers["unspecified"] = s.sizeThatFits(.unspecified)
        answers.answers["120x30"] = s.sizeThatFits(ProposedViewSize(width: 120, height: 30))
        answers.answers["nil x 50"] = s.sizeThatFits(ProposedViewSize(width: nil, height: 50))
        answers.answers["70 x nil"] = s.sizeThatFits(ProposedViewSize(width: 70, height: nil))
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Shapes and Color (spec §1.3): the proposal, 0 → 0, ∞ → ∞, nil → 10.
@Suite struct ShapeTests {
    private func check<V: View>(_ view: V, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let answers = SizeAnswers()
        _ = lay(AskSizes(answers: answers) { view })
        let a = answers.answers
        expectSize(a["zero"], .zero, "\(name) at .zero", sourceLocation: sourceLocation)
        expectSize(a["infinity"], CGSize(width: CGFloat.infinity, height: .infinity), "\(name) at .infinity", sourceLocation: sourceLocation)
        expectSize(a["unspecified"], CGSize(width: 10, height: 10), "\(name) at .unspecified", sourceLocation: sourceLocation)
        expectSize(a["120x30"], CGSize(width: 120, height: 30), "\(name) at 120×30", sourceLocation: sourceLocation)
        expectSize(a["nil x 50"], CGSize(width: 10, height: 50), "\(name) at nil×50", sourceLocation: sourceLocation)
        expectSize(a["70 x nil"], CGSize(width: 70, height: 10), "\(name) at 70×nil", sourceLocation: sourceLocation)
    }

    @Test func everyShapeAnswersTheProposal() {
        check(Color.red, "Color")
        check(Rectangle(), "Rectangle")
        check(RoundedRectangle(cornerRadius: 8), "RoundedRectangle")
        check(Circle(), "Circle")
        check(Ellipse(), "Ellipse")
        check(Capsule(), "Capsule")
        check(Rectangle().fill(Color.red), "Rectangle.fill")
        check(Circle().stroke(Color.red, lineWidth: 20), "Circle.stroke")
        check(Capsule().strokeBorder(Color.red, lineWidth: 4), "Capsule.strokeBorder")
        check(Rectangle().stroke(lineWidth: 3), "Rectangle.stroke(lineWidth:)")
    }

    @Test func shapesFillTheCanvas() {
        for l in [lay(Rectangle().id("s")), lay(Circle().id("s")), lay(Ellipse().id("s")),
                  lay(Capsule().id("s")), lay(RoundedRectangle(cornerRadius: 5).id("s"))] {
            expectFrame(l, "s", rect(0, 0, 390, 844))
        }
    }

    @Test func idealSizeIsTenByTen() {
        // FG-ideal-size: "All the built-in shapes have an ideal size of 10×10".
        for l in [lay(Rectangle().id("s").fixedSize()), lay(Circle().id("s").fixedSize()),
                  lay(Capsule().id("s").fixedSize()), lay(Color.blue.id("s").fixedSize())] {
            expectFrame(l, "s", rect(190, 417, 10, 10))
        }
    }

    @Test func strokeDoesNotChangeTheLayout() {
        // A 20-pt stroke draws outside the path, but the view is its frame's 50×50.
        let l = lay(Circle().stroke(Color.red, lineWidth: 20).id("c").frame(width: 50, height: 50))
        expectFrame(l, "c", rect(170, 397, 50, 50))
    }

    @Test func circleTakesTheWholeRectangle() {
        // The circle's path is centred and as large as the shorter side, but its layout frame is
        // the proposed 100×50.
        let l = lay(Circle().id("c").frame(width: 100, height: 50))
        expectFrame(l, "c", rect(145, 397, 100, 50))
        let path = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        expectRect(path.boundingRect, rect(25, 0, 50, 50), "circle path bounds")
    }

    @Test func shapeNames() {
        let l = lay(HStack {
            Rectangle()
            Circle().fill(Color.red)
            Color.blue
            Capsule().stroke(Color.green, lineWidth: 2)
        })
        #expect(l.root.children.map(\.name) == ["Rectangle", "Circle", "Color", "Capsule"])
    }

    @Test func strokedBorderKeepsTheShapeName() {
        // A shape stroked inside its frame (strokeBorder) is still that shape in the layout tree,
        // not an internal inset wrapper type.
        let l = lay(HStack {
            Ellipse().strokeBorder(Color.green, lineWidth: 2)
            RoundedRectangle(cornerRadius: 4).strokeBorder(lineWidth: 1)
        })
        #expect(l.root.children.map(\.name) == ["Ellipse", "RoundedRectangle"])
    }

    @Test func shapesInAStackShareEqually() {
        // Four shapes, spacing 0, in 400: 100 each.
        let l = lay(HStack(spacing: 0) {
            Rectangle().id("1"); Circle().id("2"); Ellipse().id("3"); Capsule().id("4")
        }.frame(width: 400, height: 20))
        expectFrame(l, "1", rect(-5, 412, 100, 20))
        expectFrame(l, "4", rect(295, 412, 100, 20))
    }
}

/// `containerShape(_:)` gives its shape to the container-relative shapes inside, and changes
/// nothing of the layout (the shapes following it are drawn in ContainerRelativeShapeTests).
@Suite struct ContainerShapeTests {
    @Test func theContainerShapeChangesNoFrameAndSaysNothing() {
        let rounded = ViewLayout(of: Text("Title").id("name").padding(8).containerShape(.rect(cornerRadius: 12)), in: CGSize(width: 200, height: 100))
        let plain = ViewLayout(of: Text("Title").id("name").padding(8), in: CGSize(width: 200, height: 100))
        #expect(rounded.frame(id: "name") == plain.frame(id: "name"))
        #expect(rounded.diagnostics.isEmpty)
        #expect(rounded.description.contains("containerShape(RoundedRectangle)"))
    }
}
