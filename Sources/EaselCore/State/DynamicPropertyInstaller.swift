import Foundation

/// Connects the dynamic properties (`@Environment`, `@EnvironmentObject`, `@State`, …) of a value
/// that isn't a view but whose body is read while a view resolves (SPI: a toolbar's content, a
/// `ToolbarContent` of the user's own): in that view's inputs, as a view's own properties are
/// connected before its body runs. SwiftUI gives toolbar content the environment of the view its
/// toolbar is on (Apple, `ToolbarContent`: content "can read environment values").
@_spi(SystemViews)
public struct _DynamicPropertyInstaller {
    let inputs: _ViewInputs

    /// Connects `value`'s dynamic properties; its body may be read after.
    public func install<Value>(in value: Value) {
        DynamicProperties.install(in: value, inputs: inputs, identity: inputs.identity)
    }
}

/// A view made as it resolves, given what connects dynamic properties in its inputs (SPI).
@_spi(SystemViews)
nonisolated public struct _ResolvedWithDynamicProperties<Content: View>: View {
    public typealias Body = Never
    let make: (_DynamicPropertyInstaller) -> Content

    public init(_ make: @escaping (_DynamicPropertyInstaller) -> Content) {
        self.make = make
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        Content._makeViewList(view: view.make(_DynamicPropertyInstaller(inputs: inputs)), inputs: inputs, list: &list)
    }
}
