import Testing
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import Easel
@testable import EaselRendering

/// UIKit's names that SwiftUI files reach for besides views: paths built with `UIBezierPath` and
/// Core Graphics, the pasteboard a copy button writes, the responder chain a keyboard is dismissed
/// through, a control's targets.
@MainActor @Suite struct UIKitInteropTests {
    /// The common "rounded corners" shape: some corners rounded, through `cgPath`.
    struct RoundedCorner: Shape {
        var radius: CGFloat
        var corners: UIRectCorner
        func path(in rect: CGRect) -> Path {
            Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: 1)).cgPath)
        }
    }

    /// Only the top-left corner is rounded (by the radii's width: UIKit ignores their height):
    /// its corner pixel is clear, the other three corners are filled (iOS's red, #FF3B30).
    @Test func aPathWithSomeCornersRounded() throws {
        let renderer = ImageRenderer(content: RoundedCorner(radius: 20, corners: .topLeft).fill(Color.red).frame(width: 100, height: 60))
        renderer.scale = 1
        let image = try #require(DecodedImage(png: try renderer.pngData()))
        #expect(image.pixel(x: 1, y: 1).alpha == 0)
        #expect(image.pixel(x: 98, y: 1) == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(image.pixel(x: 1, y: 58) == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(image.pixel(x: 98, y: 58) == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        // The same shape as SwiftUI's own.
        let path = RoundedCorner(radius: 20, corners: [.topLeft, .bottomRight]).path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(path == UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20).path(in: CGRect(x: 0, y: 0, width: 100, height: 60)))
    }

    /// UIKit's arcs turn as they appear: clockwise from 0 (the right) to π/2 is the quarter
    /// below and right of the centre; Core Graphics' and SwiftUI's `clockwise` is the other way,
    /// the three quarters around.
    @Test func arcsTurnAsUIKitsDo() {
        let center = CGPoint(x: 50, y: 50)
        let quarter = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(quarter.bounds.minX >= 50 - 1e-9 && quarter.bounds.minY >= 50 - 1e-9)
        #expect(abs(quarter.bounds.maxX - 60) < 1e-9 && abs(quarter.bounds.maxY - 60) < 1e-9)
        #expect(abs(quarter.currentPoint.x - 50) < 1e-9 && abs(quarter.currentPoint.y - 60) < 1e-9)

        let core = CGMutablePath()
        core.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(core.boundingBox.minX - 40) < 1e-9 && abs(core.boundingBox.minY - 40) < 1e-9)
        // A path made with Core Graphics' calls is the path SwiftUI's `Path` makes.
        let lines = CGMutablePath()
        lines.move(to: .zero)
        lines.addLine(to: CGPoint(x: 10, y: 0), transform: CGAffineTransform(translationX: 5, y: 5))
        lines.closeSubpath()
        var expected = Path()
        expected.move(to: .zero)
        expected.addLine(to: CGPoint(x: 15, y: 5))
        expected.closeSubpath()
        #expect(Path(lines) == expected)
        #expect(Path(expected.cgPath) == expected)
    }

    struct CopyButton: View {
        var body: some View {
            Button("Copy code") { UIPasteboard.general.string = "EASEL-42" }
        }
    }

    /// A copy button writes the pasteboard, which a test reads after tapping it.
    @Test func aCopyButtonWritesThePasteboard() throws {
        let host = ViewHost(CopyButton())
        try host.tap("Copy code")
        #expect(UIPasteboard.general.string == "EASEL-42")
        #expect(UIPasteboard.general.hasStrings)
        let own = UIPasteboard()
        own.url = URL(string: "https://example.com")
        #expect(own.string == nil && own.url?.host == "example.com" && own.numberOfItems == 1)
        own.removeAll()
        #expect(own.url == nil && own.numberOfItems == 0)
    }

    /// Dismissing the keyboard through the responder chain is handled (no field is edited in a
    /// picture); a control keeps the targets added to it.
    @Test func theResponderChainAndTargets() {
        #expect(UIApplication.shared.sendAction(Selector("UIResponder.resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        let view = UIView()
        #expect(!view.isFirstResponder && view.resignFirstResponder())
        let control = UISegmentedControl()
        control.addTarget(view, action: "changed:", for: .valueChanged)
        #expect(control.targetActions.count == 1 && control.targetActions[0].action == Selector("changed:"))
        control.removeTarget(view, action: nil, for: .allEvents)
        #expect(control.targetActions.isEmpty)
    }
}

/// iOS 18's UIKit gestures in SwiftUI: a representable compiles as written for iOS and the view
/// it is attached to is drawn as it is (no touch in a picture).
@MainActor @Suite struct GestureRecognizerRepresentableTests {
    struct Pan: UIGestureRecognizerRepresentable {
        @Binding var offset: CGFloat
        func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
            let recognizer = UIPanGestureRecognizer()
            recognizer.maximumNumberOfTouches = 1
            return recognizer
        }
        func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
            if recognizer.state == .changed { offset = context.converter.translation(in: .local)?.x ?? 0 }
        }
    }

    struct Tap: UIGestureRecognizerRepresentable {
        final class Coordinator: NSObject, UIGestureRecognizerDelegate {}
        func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }
        func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
            let recognizer = UITapGestureRecognizer()
            recognizer.numberOfTapsRequired = 2
            recognizer.delegate = context.coordinator
            return recognizer
        }
    }

    struct Card: View {
        @State private var offset: CGFloat = 0
        var body: some View {
            Color.blue.frame(width: 80, height: 40).offset(x: offset).id("card")
                .gesture(Pan(offset: $offset))
                .gesture(Tap())
        }
    }

    @Test func aViewWithAUIKitGestureIsDrawnAsItIs() {
        let layout = ViewLayout(of: Card(), in: CGSize(width: 200, height: 100))
        #expect(layout.frame(id: "card") == CGRect(x: 60, y: 30, width: 80, height: 40))
        #expect(layout.diagnostics.isEmpty)
        let recognizer = UIPanGestureRecognizer()
        #expect(recognizer.state == .possible && recognizer.translation(in: nil) == .zero)
    }
}

/// The view controllers SwiftUI files wrap: an image picker and a share sheet compile as written
/// for iOS and are drawn as placeholders; a hosting controller measures its SwiftUI view.
@MainActor @Suite struct WrappedViewControllerTests {
    struct ImagePicker: UIViewControllerRepresentable {
        @Binding var image: UIImage?
        func makeUIViewController(context: Context) -> UIImagePickerController {
            let picker = UIImagePickerController()
            picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
            picker.allowsEditing = true
            picker.delegate = context.coordinator
            return picker
        }
        func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(self) }

        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            let parent: ImagePicker
            init(_ parent: ImagePicker) { self.parent = parent }
            func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                parent.image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
            }
        }
    }

    struct ShareSheet: UIViewControllerRepresentable {
        let items: [Any]
        func makeUIViewController(context: Context) -> UIActivityViewController {
            let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
            controller.excludedActivityTypes = [.airDrop, .print]
            return controller
        }
        func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
    }

    struct SafariView: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> SFSafariViewController {
            let configuration = SFSafariViewController.Configuration()
            configuration.entersReaderIfAvailable = true
            let controller = SFSafariViewController(url: url, configuration: configuration)
            controller.preferredControlTintColor = .systemBlue
            controller.dismissButtonStyle = .close
            return controller
        }
        func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
    }

    @Test func wrappedControllersAreDrawnAsPlaceholders() {
        let layout = ViewLayout(of: VStack(spacing: 0) {
            ImagePicker(image: .constant(nil)).frame(height: 100)
            ShareSheet(items: ["Hello"]).frame(height: 100)
            SafariView(url: URL(string: "https://www.swift.org")!).frame(height: 100).id("safari")
        }, in: CGSize(width: 200, height: 300))
        #expect(layout.diagnostics.contains { $0.hasPrefix("ImagePicker is a UIViewControllerRepresentable") })
        #expect(layout.diagnostics.contains { $0.hasPrefix("ShareSheet is a UIViewControllerRepresentable") })
        #expect(layout.diagnostics.contains { $0.hasPrefix("SafariView is a UIViewControllerRepresentable") })
        #expect(layout.frame(id: "safari") == CGRect(x: 0, y: 200, width: 200, height: 100))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    }

    struct RateButton: View {
        @Environment(\.requestReview) private var requestReview
        var body: some View {
            Button("Rate") { requestReview() }
        }
    }

    @Test func aReviewRequestIsRecordedAndShowsNothing() throws {
        let host = ViewHost(RateButton(), canvasSize: CGSize(width: 200, height: 100))
        let before = RequestReviewAction.requestCount
        try host.tap("Rate")
        SKStoreReviewController.requestReview()
        // Tests run in parallel: others may request too, never fewer.
        #expect(RequestReviewAction.requestCount >= before + 2)
        #expect(host.layout.nodes(named: "Text").compactMap(\.detail) == ["\"Rate\""])
    }

    @Test func aHostingControllerMeasuresItsView() {
        let controller = UIHostingController(rootView: Color.red.frame(width: 120, height: 44))
        #expect(controller.sizeThatFits(in: CGSize(width: 300, height: 300)) == CGSize(width: 120, height: 44))
        let navigation = UINavigationController(rootViewController: controller)
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.popToRootViewController(animated: false)?.count == 1)
        #expect(navigation.topViewController === controller)
    }
}

/// A web view wrapped as SwiftUI files wrap it: it compiles, is drawn as a placeholder with a
/// diagnostic, and keeps what it was asked to load.
@MainActor @Suite struct WebViewTests {
    struct WebView: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView {
            let webView = WKWebView()
            webView.navigationDelegate = context.coordinator
            webView.allowsBackForwardNavigationGestures = true
            return webView
        }
        func updateUIView(_ webView: WKWebView, context: Context) {
            webView.load(URLRequest(url: url))
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        final class Coordinator: NSObject, WKNavigationDelegate {
            var finished = false
            func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished = true }
        }
    }

    @Test func aWebViewIsAPlaceholderThatKeepsItsRequests() throws {
        let url = try #require(URL(string: "https://www.swift.org"))
        let layout = ViewLayout(of: WebView(url: url).frame(width: 200, height: 100).id("web"), in: CGSize(width: 200, height: 100))
        #expect(layout.frame(id: "web") == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(layout.diagnostics.contains { $0.hasPrefix("WebView is a UIViewRepresentable") })
        let webView = WKWebView()
        webView.load(URLRequest(url: url))
        #expect(webView.url == url && !webView.isLoading && webView.title == nil)
    }
}
