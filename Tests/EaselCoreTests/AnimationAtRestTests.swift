import Testing
import Foundation
@testable import EaselCore

/// A shape whose animatable data is the share of its width it fills, as SwiftUI code writes it.
private struct Bar: Shape {
    var progress: CGFloat
    var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * progress, height: rect.height))
    }
}

/// A clock face whose hand's length is the seconds of the timeline's date.
private struct Ticker: View {
    var body: some View {
        TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 10)) { context in
            Color.red.frame(width: seconds(of: context.date), height: 10).id("hand")
        }
    }

    private func seconds(of date: Date) -> CGFloat {
        CGFloat(date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60))
    }
}

/// Animation drawn at rest: animators show their resting value, timelines their clock's entry
/// (Apple, `PhaseAnimator`, `KeyframeAnimator`, `TimelineView`, `Spring`, `Animatable`).
@Suite struct AnimationAtRestTests {
    /// A `modifier(active:identity:)` transition leaves its identity modifier on the view at rest,
    /// alone, asymmetric (its insertion's) and combined; built-in transitions change nothing.
    @Test func aModifierTransitionShowsItsIdentityAtRest() {
        struct Inset: ViewModifier {
            let amount: CGFloat
            func body(content: Content) -> some View { content.padding(amount) }
        }
        func size(_ transition: AnyTransition) -> CGSize? {
            ViewLayout(of: Color.red.frame(width: 50, height: 50).transition(transition).id("t"), in: CGSize(width: 300, height: 300))
                .frame(id: "t")?.size
        }
        let inset = AnyTransition.modifier(active: Inset(amount: 0), identity: Inset(amount: 10))
        #expect(size(inset) == CGSize(width: 70, height: 70))
        #expect(size(.asymmetric(insertion: inset, removal: .opacity)) == CGSize(width: 70, height: 70))
        #expect(size(.asymmetric(insertion: .opacity, removal: inset)) == CGSize(width: 50, height: 50))
        #expect(size(AnyTransition.opacity.combined(with: inset).combined(with: .modifier(active: Inset(amount: 0), identity: Inset(amount: 5)))) == CGSize(width: 80, height: 80))
        #expect(size(.slide) == CGSize(width: 50, height: 50))
    }

    @Test func aPhaseAnimatorShowsItsFirstPhase() {
        let l = lay(PhaseAnimator([40.0, 80, 120]) { width in
            Color.red.frame(width: width, height: 10).id("bar")
        })
        expectFrame(l, "bar", rect(175, 417, 40, 10))
        let modifier = lay(Color.blue.phaseAnimator([2.0, 3], trigger: 1) { content, scale in
            content.frame(width: 10 * scale, height: 10)
        }.id("m"))
        expectFrame(modifier, "m", rect(185, 417, 20, 10))
        let empty = lay(PhaseAnimator([Double]()) { width in Color.red.frame(width: width) })
        #expect(hasDiagnostic(empty, "PhaseAnimator was given no phases"))
    }

    @Test func aKeyframeAnimatorShowsItsInitialValue() {
        struct Values { var scale = 1.0; var y = 0.0 }
        let l = lay(KeyframeAnimator(initialValue: Values(scale: 3), trigger: false) { values in
            Color.red.frame(width: 10 * values.scale, height: 10).offset(y: values.y).id("k")
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.2)
                SpringKeyframe(1.5, spring: .bouncy)
                CubicKeyframe(1.0, duration: 0.3)
            }
            KeyframeTrack(\.y) {
                MoveKeyframe(0.0)
                LinearKeyframe(-20.0, duration: 0.1, timingCurve: .easeOut)
            }
        })
        expectFrame(l, "k", rect(180, 417, 30, 10))
    }

    @Test func aTimelineShowsTheEntryAtTheClock() throws {
        // The clock starts at 9:41:00: the periodic entry is :00; 25 s later it is :20.
        let host = ViewHost(Ticker())
        expectRect(host.layout.frame(id: "hand"), rect(195, 417, 0, 10))
        host.advanceTime(by: 25)
        expectRect(host.layout.frame(id: "hand"), rect(185, 417, 20, 10))
        host.date = Date(timeIntervalSinceReferenceDate: 190_028_460 + 59)
        expectRect(host.layout.frame(id: "hand"), rect(170, 417, 50, 10))
    }

    @Test func schedulesPickTheirCurrentEntry() {
        let now = Date(timeIntervalSinceReferenceDate: 1_000)
        #expect(TimelineEntries.current(of: EveryMinuteTimelineSchedule(), at: now) == Date(timeIntervalSinceReferenceDate: 960))
        #expect(TimelineEntries.current(of: PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 3), by: 7), at: now) == Date(timeIntervalSinceReferenceDate: 997))
        let dates = [100.0, 900, 1_500].map(Date.init(timeIntervalSinceReferenceDate:))
        #expect(TimelineEntries.current(of: ExplicitTimelineSchedule(dates), at: now) == dates[1])
        // Every entry later than the clock: the first.
        #expect(TimelineEntries.current(of: ExplicitTimelineSchedule([dates[2]]), at: now) == dates[2])
        #expect(TimelineEntries.current(of: ExplicitTimelineSchedule([Date]()), at: now) == now)
        #expect(TimelineEntries.current(of: AnimationTimelineSchedule(), at: now) == now)
    }

    @Test func springsConvertBetweenTheirForms() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.response - 0.5) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-9)
        #expect(abs(spring.bounce - 0.3) < 1e-9)
        // stiffness = (2π / 0.5)² = 157.91; damping = 4π × 0.7 / 0.5 = 17.59.
        #expect(abs(spring.stiffness - 157.9137) < 1e-3)
        #expect(abs(spring.damping - 17.5929) < 1e-3)
        let overdamped = Spring(duration: 1, bounce: -0.5)
        #expect(abs(overdamped.dampingRatio - 2) < 1e-9)
        #expect(abs(overdamped.bounce + 0.5) < 1e-9)
        #expect(Spring(mass: 1, stiffness: 100, damping: 10).dampingRatio == 0.5)
        #expect(Spring(duration: .nan, bounce: .infinity).response == 0.5)
    }

    @Test func animatableValuesDoArithmetic() {
        var pair = AnimatablePair(CGFloat(1), 2.0)
        pair.scale(by: 3)
        #expect(pair == AnimatablePair(3, 6))
        #expect((pair - AnimatablePair(1, 1)).magnitudeSquared == 29)
        #expect(10.0.interpolated(towards: 20, amount: 0.25) == 12.5)
        var bar = Bar(progress: 0.25)
        bar.animatableData = 0.5
        #expect(bar.path(in: CGRect(x: 0, y: 0, width: 100, height: 10)).boundingRect == CGRect(x: 0, y: 0, width: 50, height: 10))
        var point = CGPoint(x: 1, y: 2)
        point.animatableData = AnimatablePair(5, 6)
        #expect(point == CGPoint(x: 5, y: 6))
        #expect(Circle().animatableData == EmptyAnimatableData())
    }

    /// A curve of one's own, as iOS 17 code writes it: a linear ramp keeping its step count in
    /// the animation's state.
    private struct Ramp: CustomAnimation {
        var duration: TimeInterval
        enum Steps: AnimationStateKey { static let defaultValue = 0 }
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            context.state[Steps.self] += 1
            guard time < duration else { return nil }
            return value.scaled(by: time / duration)
        }
    }

    @Test func aCustomAnimationIsKeptAndEndsAtRest() {
        let animation = Animation(Ramp(duration: 1))
        #expect(animation.description == "Ramp")
        var context = AnimationContext<Double>()
        #expect(Ramp(duration: 1).animate(value: 10.0, time: 0.25, context: &context) == 2.5)
        #expect(context.state[Ramp.Steps.self] == 1)
        #expect(Ramp(duration: 1).animate(value: 10.0, time: 1, context: &context) == nil)
        #expect(Ramp(duration: 1).velocity(value: 10.0, time: 0.5, context: context) == nil)
        // A change made with it is drawn at its end, as every animation's is.
        var width: CGFloat = 10
        withAnimation(animation) { width = 40 }
        let layout = ViewLayout(of: Color.red.frame(width: width, height: 10).id("bar"), in: CGSize(width: 100, height: 100))
        #expect(layout.frame(id: "bar")?.width == 40)
    }

    /// iOS 17's `.scale(_:anchor:)` transition combined with `.opacity` (ScaleTransition,
    /// OpacityTransition): at rest the view is full size and opaque; coming in, half size and
    /// transparent.
    @Test func aScaleTransitionIsFullSizeAtRest() {
        let view = Color.red.frame(width: 50, height: 50).transition(.scale(0.5).combined(with: .opacity)).id("t")
        let layout = ViewLayout(of: view, in: CGSize(width: 300, height: 300))
        expectFrame(layout, "t", rect(125, 125, 50, 50))
        // At rest, the transitions' identity: scale 1, opacity 1.
        #expect(layout.description.contains("id: \"t\"  scaleEffect(x: 1, y: 1) opacity(1)"), "\(layout)")
        let transition = ScaleTransition.scale(0.5, anchor: .topLeading).combined(with: OpacityTransition.opacity)
        let coming = ViewLayout(of: transition.body(content: PlaceholderContentView(content: Color.red.frame(width: 50, height: 50)), phase: .willAppear), in: CGSize(width: 300, height: 300))
        #expect(coming.description.contains("50×50  scaleEffect(x: 0.5, y: 0.5) opacity(0)"), "\(coming)")
        #expect(ScaleTransition.scale.scale == 0 && ScaleTransition(0.5).anchor == .center)
    }
}
