import Testing
import Foundation
@testable import EaselCore

/// visualEffect and scrollTransition: drawing effects worked out from where a view is placed
/// (Apple, `visualEffect(_:)`, `scrollTransition(_:axis:transition:)`). Canvas 390×844.
@Suite struct VisualEffectTests {
    /// The drawing effects of the outermost view with `id`, innermost first.
    private func effects(_ layout: ViewLayout, _ id: AnyHashable) -> [RenderEffect] {
        guard let index = layout.storage.firstIndex(where: { $0.ids.contains(id) }) else {
            Issue.record("no view \(id)")
            return []
        }
        return layout.storage.entries[index].node.effects
    }

    private func names(_ layout: ViewLayout, _ id: AnyHashable) -> [String] {
        effects(layout, id).map(\.name)
    }

    @Test func theClosureSeesTheFrame() {
        let view = VStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { index in
                Color.red.frame(height: 100)
                    .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minY / 10).opacity(0.5) }
                    .id(index)
            }
        }
        let l = lay(view)
        // The stack is 300 tall, centred: rows at 272, 372, 472. Layout is untouched.
        expectRect(l.frame(id: 1), rect(0, 372, 390, 100))
        #expect(names(l, 0) == ["offset(x: 27.2, y: 0)", "opacity(0.5)"])
        #expect(names(l, 2) == ["offset(x: 47.2, y: 0)", "opacity(0.5)"])
    }

    @Test func effectsKeepTheirPlaceAmongTheOtherModifiers() {
        let l = lay(Color.red.frame(width: 10, height: 10)
            .blur(radius: 2)
            .visualEffect { content, _ in content.scaleEffect(2) }
            .opacity(0.3)
            .id("v"))
        #expect(names(l, "v") == ["blur(radius: 2)", "scaleEffect(x: 2, y: 2)", "opacity(0.3)"])
    }

    /// Project 18 of the 100 Days of SwiftUI turns each row by where it is: a 3D rotation in a
    /// `visualEffect` is the projection the modifier of the same name draws, for the view's size.
    @Test func aThreeDimensionalRotationIsTheModifiersProjection() {
        let modified = lay(Color.red.frame(width: 200, height: 100).rotation3DEffect(.degrees(-40) / 8, axis: (x: 0, y: 1, z: 0)).id("v"))
        let effected = lay(Color.red.frame(width: 200, height: 100).visualEffect { content, proxy in
            content.rotation3DEffect(.degrees(-proxy.frame(in: .global).minX) / 8, axis: (x: 0, y: 1, z: 0))
        }.id("v"))
        // The view sits at x = 95: the closure turns it by -95 / 8 degrees, the modifier by -5.
        let expected = _Rotation3DEffect(angle: .degrees(-95) / 8, axis: (x: 0, y: 1, z: 0)).effectValue(size: CGSize(width: 200, height: 100))
        #expect(names(effected, "v") == [RenderEffect.projection(expected).name])
        #expect(names(modified, "v").count == 1)
        #expect(names(modified, "v") != names(effected, "v"))
        #expect(effected.diagnostics.isEmpty)
    }

    @Test func anOpaqueBlurIsDrawnFadingAndSaidSo() {
        let message = "blur(radius:opaque: true) is drawn as a blur that fades at the view's edges: Easel doesn't draw opaque blurs."
        let modified = lay(Color.red.frame(width: 10, height: 10).blur(radius: 2, opaque: true).id("v"))
        #expect(names(modified, "v") == ["blur(radius: 2)"])
        #expect(modified.diagnostics == [message])
        let effected = lay(Color.red.frame(width: 10, height: 10).visualEffect { content, _ in content.blur(radius: 2, opaque: true) }.id("v"))
        #expect(names(effected, "v") == ["blur(radius: 2)"])
        #expect(effected.diagnostics == [message])
        #expect(lay(Color.red.blur(radius: 2)).diagnostics.isEmpty)
    }

    @Test func theScrollViewCoordinateSpace() {
        let l = lay(ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(height: 100)
                Color.red.frame(height: 50)
                    .visualEffect { content, proxy in
                        content.offset(y: proxy.frame(in: .scrollView).minY + (proxy.bounds(of: .scrollView)?.height ?? -1))
                    }
                    .id("v")
                Color.clear.frame(height: 2_000)
            }
        }.padding(.top, 20), contentOffset: CGPoint(x: 0, y: 30))
        // The scroll view starts at 20; the row is 100 into the content, scrolled 30: 70 into the
        // scroll view, which is 824 tall.
        #expect(names(l, "v") == ["offset(x: 0, y: 894)"])
    }

    /// 30 rows 100 tall in a scroll view of the whole canvas, fading and shrinking out of view.
    private func fadingRows(_ configuration: ScrollTransitionConfiguration) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { index in
                    Color.red.frame(height: 100)
                        .scrollTransition(configuration) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5)
                        }
                        .id(index)
                }
            }
        }
    }

    @Test func interactiveTransitionsBlendByHowFarTheViewIsIn() {
        let l = lay(fadingRows(.interactive))
        // Rows 0 … 7 are wholly in view: identity.
        #expect(names(l, 0) == ["opacity(1)", "scaleEffect(x: 1, y: 1)"])
        #expect(names(l, 7) == ["opacity(1)", "scaleEffect(x: 1, y: 1)"])
        // Row 8 spans 800 … 900: 44 of its 100 points show; eased in-out (0.42, 0, 0.58, 1), 0.44 is 0.3975.
        let eased = UnitCurve.easeInOut.value(at: 0.44)
        #expect(abs(eased - 0.3975) < 0.0001)
        let rowEffects = effects(l, 8)
        guard let first = rowEffects.first, let last = rowEffects.last,
              case let .opacity(opacity) = first, case let .scale(scale, _) = last else {
            Issue.record("row 8: \(names(l, 8))")
            return
        }
        #expect(abs(opacity - eased) < 1e-9)
        #expect(abs(scale.width - (0.5 + 0.5 * eased)) < 1e-9)
    }

    @Test func animatedTransitionsSwitchAtTheThreshold() {
        let l = lay(fadingRows(.animated), contentOffset: CGPoint(x: 0, y: 50))
        // Scrolled 50: row 0 is half out above (topLeading), row 8 (750 … 850) sticks out below.
        #expect(names(l, 0) == ["opacity(0)", "scaleEffect(x: 0.5, y: 0.5)"])
        #expect(names(l, 1) == ["opacity(1)", "scaleEffect(x: 1, y: 1)"])
        #expect(names(l, 8) == ["opacity(0)", "scaleEffect(x: 0.5, y: 0.5)"])
        // Half visible counts as visible with a threshold of one half.
        let half = lay(fadingRows(.animated.threshold(.visible(0.5))), contentOffset: CGPoint(x: 0, y: 50))
        #expect(names(half, 0) == ["opacity(1)", "scaleEffect(x: 1, y: 1)"])
    }

    @Test func thePhaseSaysWhichSide() {
        var phases: [Int: ScrollTransitionPhase] = [:]
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { index in
                    Color.red.frame(height: 100).scrollTransition(.animated) { content, phase in
                        if !phase.isIdentity { phases[index] = phase }
                        return content
                    }
                }
            }
        }
        _ = lay(view, contentOffset: CGPoint(x: 0, y: 50))
        #expect(phases[0] == .topLeading)
        #expect(phases[8] == .bottomTrailing)
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
    }

    @Test func outsideAScrollViewThePhaseIsIdentity() {
        let l = lay(Color.red.frame(width: 10, height: 10).scrollTransition { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0)
        }.id("v"))
        #expect(names(l, "v") == ["opacity(1)"])
    }

    @Test func unitCurves() {
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3 || abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-9)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        #expect(UnitCurve.easeIn.value(at: 0.25) < 0.25)
        #expect(UnitCurve.easeOut.value(at: 0.25) > 0.25)
        #expect(UnitCurve.circularEaseIn.value(at: 1) == 1)
        #expect(UnitCurve.easeInOut.value(at: .nan) == 0)
    }
}
