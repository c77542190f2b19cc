import Foundation

/// A colour in an asset catalog, named as Xcode's generated asset symbols name it
/// (`ColorResource.brand`), for `Color(.brand)`.
///
/// Xcode generates one static member per colour set; `easel render` generates the same members
/// from the catalogs of the rendered files' project. In a package of your own, declare them as
/// Xcode would: `extension ColorResource { static let brand = ColorResource(name: "brand", bundle: .module) }`.
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image in an asset catalog, named as Xcode's generated asset symbols name it
/// (`ImageResource.coffee`), for `Image(.coffee)`. See ``ColorResource``.
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour set a generated asset symbol names, looked up as ``init(_:bundle:)`` does.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Image {
    /// The image set a generated asset symbol names, looked up as ``init(_:bundle:)`` does.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
