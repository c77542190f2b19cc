import Foundation

/// What a view tells assistive technologies, kept on the view as metadata: pictures don't show it,
/// and a `ViewHost` finds views by it as UI tests do (a label like a visible title, an identifier
/// like an `.id`). A class, so that the annotations every annotated view carries hold one pointer.
package final class AccessibilityAttributes {
    package var label: String?
    package var hint: String?
    package var value: String?
    package var identifier: String?
    package var isHidden = false
    package var traits: AccessibilityTraits = []
    /// What Voice Control users may say for the view (`accessibilityInputLabels`), first the one
    /// shown to them.
    package var inputLabels: [String] = []
    /// Labelled values VoiceOver reads on request (`accessibilityCustomContent`), in the order given.
    package var customContent: [AccessibilityCustomContentEntry] = []
    /// Where a double tap activates the view (`accessibilityActivationPoint`).
    package var activationPoint: AccessibilityActivationPoint?

    /// A copy whose changes don't reach this one.
    func copy() -> AccessibilityAttributes {
        let copy = AccessibilityAttributes()
        copy.label = label
        copy.hint = hint
        copy.value = value
        copy.identifier = identifier
        copy.isHidden = isHidden
        copy.traits = traits
        copy.inputLabels = inputLabels
        copy.customContent = customContent
        copy.activationPoint = activationPoint
        return copy
    }
}

/// The traits of an accessibility element.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element treats the elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Sets accessibility attributes on the views it modifies.
nonisolated public struct _AccessibilityModifier: NodeAnnotatingModifier {
    let change: (AccessibilityAttributes) -> Void

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        node.annotate { annotations in
            let attributes = annotations.accessibility ?? AccessibilityAttributes()
            // Modifiers apply innermost first; an outer one of the same kind wins, as in SwiftUI.
            change(attributes)
            annotations.accessibility = attributes
        }
    }
}

nonisolated extension View {
    func accessibility(_ change: @escaping (AccessibilityAttributes) -> Void) -> some View {
        modifier(_AccessibilityModifier(change: change))
    }

    public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = label.string } }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility { $0.label = String(label) } }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { accessibilityLabel(Text(label)) }
    public func accessibilityHint(_ hint: Text) -> some View { accessibility { $0.hint = hint.string } }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility { $0.hint = String(hint) } }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { accessibilityHint(Text(hint)) }
    public func accessibilityValue(_ value: Text) -> some View { accessibility { $0.value = value.string } }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility { $0.value = String(value) } }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { accessibilityValue(Text(value)) }
    public func accessibilityIdentifier(_ identifier: String) -> some View { accessibility { $0.identifier = identifier } }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { accessibility { $0.inputLabels = inputLabels.map(\.string) } }
    public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> some View { accessibilityInputLabels(inputLabels.map { Text($0) }) }
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { accessibility { $0.inputLabels = inputLabels.map { String($0) } } }
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.isHidden = hidden } }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility { $0.traits.formUnion(traits) } }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { accessibility { $0.traits.subtract(traits) } }

    /// Makes the view a heading at `level` for assistive technologies (VoiceOver's headings
    /// rotor): it gets the header trait, as a heading has in UIKit (`UIAccessibilityTraits.header`).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibility { $0.traits.insert(.isHeader) }
    }

    /// Makes the view an accessibility element; `children` says what becomes of those inside.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Orders the element among its siblings for assistive technologies.
    public func accessibilitySortPriority(_ priority: Double) -> some View { self }

    /// Where VoiceOver's double tap activates the view, as a point of its bounds (Apple, iOS 15):
    /// kept with the view's accessibility attributes.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
        accessibility { $0.activationPoint = .unit(activationPoint) }
    }

    /// Where VoiceOver's double tap activates the view, in its own coordinates (Apple, iOS 15).
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
        accessibility { $0.activationPoint = .point(activationPoint) }
    }
}

/// Where a double tap activates a view: a point of its bounds, or one in its coordinates.
package enum AccessibilityActivationPoint: Equatable {
    case unit(UnitPoint)
    case point(CGPoint)
}

/// The level of a heading for assistive technologies (Apple, `AccessibilityHeadingLevel`).
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}
