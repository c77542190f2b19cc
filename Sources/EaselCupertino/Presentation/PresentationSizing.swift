import EaselCore
import Foundation

/// How large a presented sheet is (Apple, `PresentationSizing`, iOS 18): `.page`, `.form`, or
/// `.fitted` to its content. In a compact width (an iPhone upright) a form or page sheet adapts
/// to fill the width, as every sheet there does (Geoff Hackworth, "View Controller Presentation
/// Changes in iOS and iPadOS 16": "If the presenting view has compact width, a form sheet
/// presentation will adapt and fill the width, just like on iPhone"), so the sizing draws nothing
/// different; in a regular width (an iPad) Easel still draws the full-width sheet, and says so.
public protocol PresentationSizing: Sendable {
    /// The sizing's name, for the diagnostic.
    var _name: String { get }
}

/// The sizing the presentation chooses itself: a page sheet.
public struct AutomaticPresentationSizing: PresentationSizing {
    public var _name: String { "automatic" }
}

/// A page-sized sheet.
public struct PagePresentationSizing: PresentationSizing {
    public var _name: String { "page" }
}

/// A form-sized sheet, slightly narrower than a page.
public struct FormPresentationSizing: PresentationSizing {
    public var _name: String { "form" }
}

/// A sheet the ideal size of its content.
public struct FittedPresentationSizing: PresentationSizing {
    public var _name: String { "fitted" }
}

/// A sizing fitted to its content or kept from shrinking along some axes.
public struct _AdjustedPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let adjustment: String
    public var _name: String { "\(base._name).\(adjustment)" }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing {
    /// The sizing, fitted to the content's ideal size along the axes given.
    public func fitted(horizontal: Bool, vertical: Bool) -> _AdjustedPresentationSizing<Self> {
        _AdjustedPresentationSizing(base: self, adjustment: "fitted(horizontal: \(horizontal), vertical: \(vertical))")
    }

    /// The sizing, kept from shrinking along the axes given when the content does.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> _AdjustedPresentationSizing<Self> {
        _AdjustedPresentationSizing(base: self, adjustment: "sticky(horizontal: \(horizontal), vertical: \(vertical))")
    }
}

nonisolated extension View {
    /// Sizes the sheet this view is the content of (see `PresentationSizing`).
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        modifier(PresentationSizingNote(name: sizing._name))
    }
}

/// Says what a sizing would change that Easel doesn't draw: nothing in a compact width.
nonisolated struct PresentationSizingNote: ViewModifier {
    let name: String
    @Environment(\.horizontalSizeClass) private var sizeClass

    func body(content: Content) -> some View {
        content.modifier(_DiagnosticModifier(message: sizeClass == .regular && name != "automatic"
            ? "presentationSizing(.\(name)): in a regular width (an iPad) iOS sizes the sheet so; Easel draws iPhone's full-width sheet."
            : nil))
    }
}
