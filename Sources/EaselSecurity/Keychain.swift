import Foundation

/// The keychain of the program a picture is drawn in: in memory, empty when the program starts,
/// as a freshly installed app's keychain is, and kept until it ends.
///
/// iOS keeps items in the device's keychain across launches; a preview on Linux has no device, so
/// a file's keychain wrapper (save a token, read it back, delete it on sign-out) works within one
/// run, and a screen that looks up a saved item at launch draws its signed-out state, as it does
/// on a new install. Items are matched as Apple's `SecItemCopyMatching` documents: every
/// attribute of the query that names an item's attribute must be equal; the search keys (`m_…`),
/// the return keys (`r_…`), the value keys (`v_…`) and the use keys (`u_…`) say how to search
/// and what to return (Apple, "Keychain Services", "Item attribute keys and values",
/// "Search attribute keys", "Item return result keys").
final class Keychain: @unchecked Sendable {
    static let shared = Keychain()

    private let lock = NSLock()
    private var items: [[String: Any]] = []

    /// The attributes that make an item unique within its class: a second item with the same
    /// values is a duplicate (Apple's "primary keys": account and service for a generic password;
    /// server, account, protocol, port and path for an internet password; the access group and
    /// the synchronizable flag for both) [doc, simplified to these].
    private static let primaryKeys: [String] = ["class", "acct", "svce", "srvr", "ptcl", "port", "path", "agrp", "sync", "atyp", "sdmn"]

    private static func isItemAttribute(_ key: String) -> Bool {
        !(key.hasPrefix("m_") || key.hasPrefix("r_") || key.hasPrefix("v_") || key.hasPrefix("u_") || key == "nleg")
    }

    private static func strings(_ dictionary: NSDictionary) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, value) in dictionary {
            if let key = key as? String { result[key] = value } else if let key = key as? NSString { result[key as String] = value }
        }
        return result
    }

    private static func equal(_ a: Any, _ b: Any) -> Bool {
        // Bridged to Foundation's objects (a `String` to `NSString`, an `Int` to `NSNumber`), as
        // the keychain compares Core Foundation values.
        guard let a = a as AnyObject as? NSObject, let b = b as AnyObject as? NSObject else { return false }
        return a.isEqual(b)
    }

    private func matches(_ item: [String: Any], _ query: [String: Any]) -> Bool {
        for (key, value) in query where Self.isItemAttribute(key) {
            guard let itemValue = item[key], Self.equal(itemValue, value) else { return false }
        }
        return true
    }

    func add(_ attributes: NSDictionary, result: UnsafeMutablePointer<AnyObject?>?) -> OSStatus {
        let item = Self.strings(attributes)
        guard item["class"] != nil else { return errSecParam }
        lock.lock()
        defer { lock.unlock() }
        let duplicate = items.contains { existing in
            Self.primaryKeys.allSatisfy { key in
                switch (existing[key], item[key]) {
                case (nil, nil): true
                case let (a?, b?): Self.equal(a, b)
                default: false
                }
            }
        }
        guard !duplicate else { return errSecDuplicateItem }
        items.append(item.filter { !$0.key.hasPrefix("r_") && !$0.key.hasPrefix("u_") })
        result?.pointee = returned([item], query: item)
        return errSecSuccess
    }

    func copyMatching(_ query: NSDictionary, result: UnsafeMutablePointer<AnyObject?>?) -> OSStatus {
        let query = Self.strings(query)
        guard query["class"] != nil else { return errSecParam }
        lock.lock()
        let found = items.filter { matches($0, query) }
        lock.unlock()
        guard !found.isEmpty else { return errSecItemNotFound }
        result?.pointee = returned(found, query: query)
        return errSecSuccess
    }

    func update(_ query: NSDictionary, with changes: NSDictionary) -> OSStatus {
        let query = Self.strings(query), changes = Self.strings(changes)
        guard query["class"] != nil else { return errSecParam }
        lock.lock()
        defer { lock.unlock() }
        var updated = false
        for index in items.indices where matches(items[index], query) {
            items[index].merge(changes) { $1 }
            updated = true
        }
        return updated ? errSecSuccess : errSecItemNotFound
    }

    func delete(_ query: NSDictionary) -> OSStatus {
        let query = Self.strings(query)
        guard query["class"] != nil else { return errSecParam }
        lock.lock()
        defer { lock.unlock() }
        let before = items.count
        items.removeAll { matches($0, query) }
        return items.count < before ? errSecSuccess : errSecItemNotFound
    }

    /// What a search returns: with `kSecReturnAttributes`, each item's attributes (with its data
    /// under `v_Data` when `kSecReturnData` is asked too); else with `kSecReturnData`, its data;
    /// one item, or an array of them with `kSecMatchLimitAll`.
    private func returned(_ found: [[String: Any]], query: [String: Any]) -> AnyObject? {
        func flag(_ key: String) -> Bool { (query[key] as? Bool) ?? ((query[key] as? NSNumber)?.boolValue ?? false) }
        let wantsData = flag("r_Data"), wantsAttributes = flag("r_Attributes")
        guard wantsData || wantsAttributes else { return nil }
        let each: [AnyObject] = found.compactMap { item in
            if wantsAttributes {
                let attributes = item.filter { key, _ in wantsData || key != "v_Data" }
                return NSDictionary(dictionary: attributes)
            }
            return (item["v_Data"] as? Data).map { NSData(data: $0) }
        }
        let all = (query["m_Limit"] as? String) == "m_LimitAll" || (query["m_Limit"] as? NSString) == "m_LimitAll"
        return all ? NSArray(array: each) : each.first
    }
}
