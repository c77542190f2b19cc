import Foundation
// PLACEHOLDER: replaced by the grid branch's GridItem on merge.
public struct GridItem {
    public enum Size {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
package struct GridTrack: Equatable {
    package var length: CGFloat
    package var spacingAfter: CGFloat
    package var alignment: Alignment?
}
extension GridItem {
    package static func tracks(for items: [GridItem], in available: CGFloat?) -> [GridTrack] {
        items.map { _ in GridTrack(length: (available ?? 100) / CGFloat(items.count), spacingAfter: 0, alignment: nil) }
    }
}
