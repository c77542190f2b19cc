import Foundation
import Testing
import Easel

/// Keychain Services as a file written for iOS uses them: a helper that saves a token, reads it
/// back, updates and deletes it (`EaselSecurity`'s in-memory keychain).
@Suite(.serialized) struct KeychainTests {
    /// A keychain helper in the shape public apps write them.
    enum TokenStore {
        static func query(_ account: String) -> [String: Any] {
            [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "com.example.app", kSecAttrAccount as String: account]
        }

        static func save(_ token: String, account: String) -> OSStatus {
            var attributes = query(account)
            attributes[kSecValueData as String] = Data(token.utf8)
            attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
            let status = SecItemAdd(attributes as CFDictionary, nil)
            if status == errSecDuplicateItem {
                return SecItemUpdate(query(account) as CFDictionary, [kSecValueData: Data(token.utf8)] as CFDictionary)
            }
            return status
        }

        static func read(account: String) -> String? {
            var search = query(account)
            search[kSecReturnData as String] = kCFBooleanTrue
            search[kSecMatchLimit as String] = kSecMatchLimitOne
            var item: CFTypeRef?
            guard SecItemCopyMatching(search as CFDictionary, &item) == errSecSuccess, let data = item as? Data else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
    }

    @Test func aHelperSavesReadsUpdatesAndDeletes() {
        let account = "user-\(UUID().uuidString)"
        #expect(TokenStore.read(account: account) == nil)
        #expect(TokenStore.save("first", account: account) == errSecSuccess)
        #expect(TokenStore.read(account: account) == "first")
        // A second save of the same account is a duplicate, which the helper updates.
        #expect(SecItemAdd(TokenStore.query(account).merging([kSecValueData as String: Data()]) { $1 } as CFDictionary, nil) == errSecDuplicateItem)
        #expect(TokenStore.save("second", account: account) == errSecSuccess)
        #expect(TokenStore.read(account: account) == "second")
        // Another account, and the attributes of both with their data.
        let other = "other-\(UUID().uuidString)"
        #expect(TokenStore.save("third", account: other) == errSecSuccess)
        var item: CFTypeRef?
        let all: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "com.example.app",
                                  kSecReturnAttributes as String: true, kSecReturnData as String: true, kSecMatchLimit as String: kSecMatchLimitAll]
        #expect(SecItemCopyMatching(all as CFDictionary, &item) == errSecSuccess)
        let found = (item as? [[String: Any]]) ?? []
        let mine = found.filter { [account, other].contains($0[kSecAttrAccount as String] as? String ?? "") }
        #expect(mine.compactMap { ($0[kSecValueData as String] as? Data).map { String(decoding: $0, as: UTF8.self) } }.sorted() == ["second", "third"])
        // Deleting one leaves the other; deleting it again finds nothing.
        #expect(SecItemDelete(TokenStore.query(account) as CFDictionary) == errSecSuccess)
        #expect(SecItemDelete(TokenStore.query(account) as CFDictionary) == errSecItemNotFound)
        #expect(TokenStore.read(account: account) == nil)
        #expect(TokenStore.read(account: other) == "third")
        #expect(SecItemUpdate(TokenStore.query(account) as CFDictionary, [kSecValueData as String: Data()] as CFDictionary) == errSecItemNotFound)
        // A query without a class is a parameter error, as on iOS.
        #expect(SecItemCopyMatching([kSecAttrAccount as String: other] as CFDictionary, &item) == errSecParam)
        #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) as String? == "The specified item could not be found in the keychain.")
    }
}
