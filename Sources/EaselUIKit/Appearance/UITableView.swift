import Foundation

/// UIKit's table view (`UITableView`) and its cells. Since iOS 16, SwiftUI's `List` and `Form`
/// are drawn by collection views, not table views (Apple, iOS 16 release notes for SwiftUI:
/// "List is now backed by UICollectionView"), so the table appearance older files set, such as
/// `UITableView.appearance().backgroundColor = .clear` to show a view behind a list, changes
/// nothing on iOS 16 and later, as in Easel: `scrollContentBackground(.hidden)` is iOS 16's way.
/// The proxies keep what is set and draw nothing differently.
public final class UITableView: UIView, @unchecked Sendable {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    public var separatorColor: UIColor?
    public var showsVerticalScrollIndicator = true
    public var sectionHeaderTopPadding: CGFloat = 0

    /// The proxy for every table view: a table view no SwiftUI list draws with (see above).
    public static func appearance() -> UITableView {
        UITableView()
    }
}

/// A table view's cell (`UITableViewCell`); see `UITableView` for why its appearance changes no
/// SwiftUI list on iOS 16 and later.
public final class UITableViewCell: UIView, @unchecked Sendable {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    public var selectionStyle: SelectionStyle = .default

    public static func appearance() -> UITableViewCell {
        UITableViewCell()
    }
}

/// UIKit's scroll view (`UIScrollView`), under SwiftUI's `ScrollView`. What its appearance sets
/// (bouncing, indicators, how the keyboard is dismissed) changes how it moves, not a picture of
/// it at rest; the proxy keeps it.
open class UIScrollView: UIView, @unchecked Sendable {
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var isPagingEnabled = false

    public static func appearance() -> UIScrollView {
        UIScrollView()
    }
}
