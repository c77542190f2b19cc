import EaselCore
import Foundation

/// How Xcode's canvas shows a preview, as its traits (`#Preview(traits:)`) and modifiers
/// (`previewLayout`, `previewDevice`, … on a `PreviewProvider`'s views) set it; `easel render`
/// and `easel preview` draw it the same way (see `_PreviewProgram`).
struct PreviewSettings: Sendable, Equatable {
    var layout: PreviewLayout?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?
    var displayName: String?

    /// These settings with `other`'s set ones over them.
    func merged(with other: PreviewSettings) -> PreviewSettings {
        PreviewSettings(layout: other.layout ?? layout, device: other.device ?? device,
                        orientation: other.orientation ?? orientation, displayName: other.displayName ?? displayName)
    }
}

/// The layout of a preview in the canvas (Apple, `PreviewLayout`): on a device's screen, at the
/// view's own size, or in a container of a fixed size.
public enum PreviewLayout: Sendable, Equatable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview is shown on, by the name Xcode's simulators give it (Apple,
/// `PreviewDevice`): "iPhone 15 Pro", "iPhone SE (3rd generation)". Easel draws it on its
/// `Device` of that name, or says it has none.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Equatable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }
}

/// Which way up the interface is (Apple, `InterfaceOrientation`).
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    public let id: String

    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A setting of a `#Preview` (Apple, `PreviewTrait`): its layout, its orientation, or a
/// `PreviewModifier` around it. `T` says what kind of preview it sets: `Preview.ViewTraits` for
/// a view's.
public struct PreviewTrait<T>: Sendable {
    let settings: PreviewSettings
    /// The modifiers the trait wraps the preview in (see `PreviewModifier`).
    let modifiers: [AnyPreviewModifier]

    init(settings: PreviewSettings, modifiers: [AnyPreviewModifier] = []) {
        self.settings = settings
        self.modifiers = modifiers
    }

    /// The settings of `traits`, later ones over earlier ones.
    static func settings(of traits: [PreviewTrait]) -> PreviewSettings {
        traits.reduce(PreviewSettings()) { $0.merged(with: $1.settings) }
    }
}

/// What previews are (Apple, `Preview`): here, the kinds of trait a preview takes.
public struct Preview {
    /// The traits of a view's preview (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(settings: PreviewSettings(layout: .device)) }
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(settings: PreviewSettings(layout: .sizeThatFits)) }
    public static var portrait: PreviewTrait<T> { PreviewTrait(settings: PreviewSettings(orientation: .portrait)) }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(settings: PreviewSettings(orientation: .portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(settings: PreviewSettings(orientation: .landscapeLeft)) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(settings: PreviewSettings(orientation: .landscapeRight)) }

    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(settings: PreviewSettings(layout: .fixed(width: width, height: height)))
    }
}

/// A view's preview settings, which a `PreviewProvider`'s previews give the canvas: container
/// values, so that each view of a `Group` of previews keeps its own.
enum PreviewLayoutKey: ContainerValueKey { static let defaultValue: PreviewLayout? = nil }
enum PreviewDeviceKey: ContainerValueKey { static let defaultValue: PreviewDevice? = nil }
enum PreviewOrientationKey: ContainerValueKey { static let defaultValue: InterfaceOrientation? = nil }
enum PreviewDisplayNameKey: ContainerValueKey { static let defaultValue: String? = nil }

extension ContainerValues {
    var previewLayout: PreviewLayout? {
        get { self[PreviewLayoutKey.self] }
        set { self[PreviewLayoutKey.self] = newValue }
    }
    var previewDevice: PreviewDevice? {
        get { self[PreviewDeviceKey.self] }
        set { self[PreviewDeviceKey.self] = newValue }
    }
    var previewOrientation: InterfaceOrientation? {
        get { self[PreviewOrientationKey.self] }
        set { self[PreviewOrientationKey.self] = newValue }
    }
    var previewDisplayName: String? {
        get { self[PreviewDisplayNameKey.self] }
        set { self[PreviewDisplayNameKey.self] = newValue }
    }

    /// The preview settings the view was given.
    var previewSettings: PreviewSettings {
        PreviewSettings(layout: previewLayout, device: previewDevice, orientation: previewOrientation, displayName: previewDisplayName)
    }
}

nonisolated extension View {
    /// Shows the preview on the device's screen, at its own size, or in a fixed-size container.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        containerValue(\.previewLayout, value)
    }

    /// Names the preview; its picture is named so.
    public func previewDisplayName(_ value: String?) -> some View {
        containerValue(\.previewDisplayName, value)
    }

    /// Shows the preview on this device (nil: the one chosen for all).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        containerValue(\.previewDevice, value)
    }

    /// Shows the preview with the device turned this way.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        containerValue(\.previewOrientation, value)
    }
}
