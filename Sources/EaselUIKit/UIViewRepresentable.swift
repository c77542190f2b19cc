@_spi(SystemViews) import EaselCore
import Foundation

/// A UIKit view (`UIView`): a rectangle with a background colour. Easel draws no UIKit views.
open class UIView: UIResponder, @unchecked Sendable {
    open var frame: CGRect
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var tintColor: UIColor?

    public init(frame: CGRect = .zero) {
        self.frame = frame
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Ends editing in the view: no field is edited in a picture, so there is nothing to end.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { true }

    /// The view's own rectangle; setting it sets the view's size, as UIKit's does.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The size the view's content asks for; a plain view has none (`noIntrinsicMetric`).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1

    /// Draws the view into the current image renderer's context (`UIGraphicsImageRenderer`), in
    /// `rect`. Easel draws the SwiftUI views a hosting controller's view holds; a plain UIKit
    /// view is drawn as its background colour, and says that its content isn't drawn.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsImageRendererContext.current else { return false }
        let name = String(describing: type(of: self))
        context.draw(AnyView(Rectangle().fill(Color(uiColor: backgroundColor ?? .clear))
            ._diagnostic("\(name).drawHierarchy: Easel draws no UIKit views; only its background colour is drawn.")), in: rect)
        return true
    }

    open func addSubview(_ view: UIView) {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
}

/// A UIKit view controller (`UIViewController`).
open class UIViewController: UIResponder, @unchecked Sendable {
    /// The controller's view, made when first asked for (`loadView`); implicitly unwrapped, as
    /// UIKit declares it, so `controller.view.bounds` and `controller.view?.bounds` both compile.
    public lazy var view: UIView! = loadView()

    /// Makes the controller's view: a plain view, or a hosting controller's view of its SwiftUI content.
    open func loadView() -> UIView { UIView() }

    public override init() {
        super.init()
    }

    /// UIKit's designated initializer; Easel loads no nibs, so both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// For a controller from a storyboard; subclasses override it (usually with `fatalError`), as
    /// UIKit requires.
    public required init?(coder: NSCoder) {
        super.init()
    }

    open func viewDidLoad() {}
    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
}

/// The context a representable's methods get (`UIViewRepresentableContext`).
///
/// The type is generic over any representable, with its coordinator in a constrained extension,
/// so that a method written with the context spelled out (`context:
/// UIViewRepresentableContext<MyView>`, as tutorials write it) matches the protocol's: a
/// constraint on the struct itself made the conformance refer to itself and fail under the
/// preview package's main-actor default isolation. Easel never makes a context (it doesn't make
/// UIKit views), so the coordinator is never read.
public struct UIViewRepresentableContext<Representable> {
    let storedCoordinator: Any
    public var environment: EnvironmentValues { EnvironmentValues() }
}

extension UIViewRepresentableContext where Representable: UIViewRepresentable {
    public var coordinator: Representable.Coordinator { storedCoordinator as! Representable.Coordinator }
}

/// A UIKit view wrapped as a SwiftUI view (Apple, `UIViewRepresentable`). Easel can't draw UIKit
/// views: it draws a labelled placeholder the size offered (a light grey box with the type's
/// name) and says so in the layout; `makeUIView` isn't called. Making and updating the UIKit
/// view are main-actor isolated, as UIKit's views are (see `UIResponder`).
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    @MainActor func makeUIView(context: Context) -> UIViewType
    @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
}

nonisolated extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

nonisolated extension UIViewRepresentable {
    public var body: Never { fatalError("\(Self.self) has no body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        RepresentablePlaceholder._makeViewList(view: RepresentablePlaceholder(name: "\(Self.self)", kind: "UIViewRepresentable"), inputs: inputs, list: &list)
    }
}

/// A UIKit view controller wrapped as a SwiftUI view (Apple, `UIViewControllerRepresentable`):
/// drawn as a labelled placeholder, as `UIViewRepresentable` is.
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    @MainActor func makeUIViewController(context: Context) -> UIViewControllerType
    @MainActor func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
}

/// The context a view-controller representable's methods get; generic over any type, as
/// `UIViewRepresentableContext` is, for the same reason.
public struct UIViewControllerRepresentableContext<Representable> {
    let storedCoordinator: Any
    public var environment: EnvironmentValues { EnvironmentValues() }
}

extension UIViewControllerRepresentableContext where Representable: UIViewControllerRepresentable {
    public var coordinator: Representable.Coordinator { storedCoordinator as! Representable.Coordinator }
}

nonisolated extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

nonisolated extension UIViewControllerRepresentable {
    public var body: Never { fatalError("\(Self.self) has no body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        RepresentablePlaceholder._makeViewList(view: RepresentablePlaceholder(name: "\(Self.self)", kind: "UIViewControllerRepresentable"), inputs: inputs, list: &list)
    }
}

/// What stands in for a UIKit view: the size offered, a light grey box (#767680 at 12 %) with
/// the type's name centred in caption grey, and a diagnostic.
nonisolated struct RepresentablePlaceholder: View {
    let name: String
    let kind: String

    var body: some View {
        ZStack {
            Rectangle().fill(Color(red: 0.463, green: 0.463, blue: 0.502).opacity(0.12))
            Text(name).font(.caption).foregroundStyle(.secondary).lineLimit(1).padding(4)
        }
        ._diagnostic("\(name) is a \(kind): Easel can't draw UIKit views, so it draws a placeholder the size offered.")
    }
}
