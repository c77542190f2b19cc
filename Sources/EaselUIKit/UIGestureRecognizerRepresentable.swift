import EaselCore
import Foundation

/// A UIKit gesture recognizer used as a SwiftUI gesture (Apple, `UIGestureRecognizerRepresentable`,
/// iOS 18), attached with `gesture(_:)`. A picture is of a screen at rest: no touch reaches the
/// recognizer, so `makeUIGestureRecognizer` isn't called and its action never runs, as on iOS
/// before a touch; the view is drawn as it is.
public protocol UIGestureRecognizerRepresentable {
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    associatedtype Coordinator = Void
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

nonisolated extension UIGestureRecognizerRepresentable {
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

nonisolated extension UIGestureRecognizerRepresentable where Coordinator == Void {
    public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}

/// What a gesture recognizer representable's methods get: its coordinator, the environment, and
/// a converter of the recognizer's positions into SwiftUI's coordinate spaces. Generic over any
/// type, as `UIViewRepresentableContext` is, for the same reason.
public struct UIGestureRecognizerRepresentableContext<Representable> {
    let storedCoordinator: Any
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
    public var environment: EnvironmentValues { EnvironmentValues() }
}

extension UIGestureRecognizerRepresentableContext where Representable: UIGestureRecognizerRepresentable {
    public var coordinator: Representable.Coordinator { storedCoordinator as! Representable.Coordinator }
}

/// Converts a recognizer's positions into SwiftUI's coordinate spaces: with no touch, each is the
/// origin and no movement.
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    public func location(in coordinateSpace: CoordinateSpace = .local) -> CGPoint { .zero }
    public func translation(in coordinateSpace: CoordinateSpace = .local) -> CGPoint? { nil }
    public func velocity(in coordinateSpace: CoordinateSpace = .local) -> CGPoint? { nil }
}

nonisolated extension View {
    /// Attaches a UIKit gesture recognizer (see `UIGestureRecognizerRepresentable`): a picture at
    /// rest draws the view as it is.
    public func gesture<Representable: UIGestureRecognizerRepresentable>(_ representable: Representable) -> some View {
        self
    }
}
