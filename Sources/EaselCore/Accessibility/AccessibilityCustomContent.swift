import Foundation

/// Labelled values that VoiceOver reads when asked for more about a view (Apple,
/// `accessibilityCustomContent(_:_:importance:)`, iOS 15): a rating, a price, a date. Pictures
/// don't show them; they are kept with the view's accessibility attributes, where a `ViewHost`
/// reads them.
package struct AccessibilityCustomContentEntry: Equatable {
    package let label: String
    /// The key's identifier: an entry added with the same one replaces the earlier (Apple,
    /// `AccessibilityCustomContentKey.init(_:id:)`).
    package let identifier: String
    package let value: String
    package let importance: AXCustomContent.Importance
}

/// The Accessibility framework's custom content, for its `Importance` (SwiftUI's
/// `accessibilityCustomContent` takes one).
public final class AXCustomContent: @unchecked Sendable {
    /// How VoiceOver offers the content: `.high` is read with the view's label, `.default` only
    /// on request (Apple, `AXCustomContent.Importance`).
    public enum Importance: UInt, Sendable {
        case `default` = 0
        case high = 1
    }

    public let label: String
    public let value: String
    public var importance: Importance = .default

    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}

/// The label of a custom content entry and the identifier that tells entries apart (Apple,
/// `AccessibilityCustomContentKey`).
public struct AccessibilityCustomContentKey: Sendable, Equatable {
    let label: String
    let identifier: String

    public init(_ label: Text, id identifier: String) {
        self.label = label.string
        self.identifier = identifier
    }

    public init(_ labelKey: LocalizedStringKey, id identifier: String) {
        self.init(Text(labelKey), id: identifier)
    }

    /// A key identified by its label.
    public init(_ labelKey: LocalizedStringKey) {
        let label = Text(labelKey).string
        self.label = label
        self.identifier = label
    }
}

nonisolated extension View {
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> some View {
        accessibility { attributes in
            attributes.customContent.removeAll { $0.identifier == key.identifier }
            // A nil value removes what was added for the key's identifier (Apple,
            // `accessibilityCustomContent(_:_:importance:)`).
            if let value {
                attributes.customContent.append(AccessibilityCustomContentEntry(label: key.label, identifier: key.identifier, value: value.string, importance: importance))
            }
        }
    }

    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(valueKey), importance: importance)
    }

    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(verbatim: String(value)), importance: importance)
    }

    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(label, id: label.string), value, importance: importance)
    }

    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), value, importance: importance)
    }

    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), Text(valueKey), importance: importance)
    }

    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(labelKey), Text(verbatim: String(value)), importance: importance)
    }
}
