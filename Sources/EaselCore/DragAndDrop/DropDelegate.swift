import Foundation

/// What a view that takes drops is told as a drag enters, moves over, leaves or is dropped on it
/// (Apple, `DropDelegate`, given to `onDrop(of:delegate:)`). It is told only of drags carrying
/// an item of one of the types the view takes.
///
/// A `ViewHost`'s drop (`dragAndDrop`) tells it, in Apple's order: `validateDrop`; if that
/// answers true, `dropEntered` and `dropUpdated`; then `performDrop`, unless the proposal
/// updated was to cancel or forbid the drop, when `dropExited` ends it instead.
public protocol DropDelegate {
    /// Whether the drop would be taken; true unless the delegate says otherwise.
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the drop; answers whether it was taken.
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    /// The operation the drop would perform where the drag is now; nil keeps the last one (a copy).
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

/// What a drag carries and where it is, for a drop delegate (Apple, `DropInfo`).
public struct DropInfo {
    /// Where the drag is, in the coordinates of the view that takes the drop.
    public let location: CGPoint
    let providers: [NSItemProvider]

    init(location: CGPoint, providers: [NSItemProvider]) {
        self.location = location
        self.providers = providers
    }

    /// Whether any item carried conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    public func hasItemsConforming(to typeIdentifiers: [String]) -> Bool {
        hasItemsConforming(to: typeIdentifiers.map(UTTypeRegistry.typeOrPlaceholder))
    }

    /// The items carried that conform to one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }

    public func itemProviders(for typeIdentifiers: [String]) -> [NSItemProvider] {
        itemProviders(for: typeIdentifiers.map(UTTypeRegistry.typeOrPlaceholder))
    }
}

/// What a drop would do (Apple, `DropProposal`).
public struct DropProposal: Sendable, Equatable {
    public let operation: DropOperation
    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// The operations a drop can perform (Apple, `DropOperation`).
public enum DropOperation: Sendable, Hashable {
    /// Nothing: the drag is abandoned.
    case cancel
    /// The drop isn't allowed here.
    case forbidden
    case copy
    case move
}
