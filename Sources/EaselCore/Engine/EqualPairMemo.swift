/// The last two values found equal, remembered by their storage: values handed down a tree are
/// the same copies for many views (the environment of a thousand rows, the named frames their
/// placement passes), and so are those they are compared with, so the comparison is done once.
///
/// Holding both keeps their storage from being freed and reused for other values, or changed in
/// place, while they are remembered.
struct EqualPairMemo<Value> {
    private var pair: (Value, Value)?

    /// Whether `some` equals `other`: at once if both share storage with each other or with the
    /// pair remembered, else by `isEqual`, remembering them if equal.
    mutating func areEqual(_ some: Value, _ other: Value, sharesStorage: (Value, Value) -> Bool, isEqual: (Value, Value) -> Bool) -> Bool {
        if sharesStorage(some, other) { return true }
        if let (known, knownOther) = pair, sharesStorage(known, some), sharesStorage(knownOther, other) {
            return true
        }
        guard isEqual(some, other) else { return false }
        pair = (some, other)
        return true
    }

    mutating func forget() {
        pair = nil
    }
}

extension Dictionary {
    /// Whether `other` is a copy of this dictionary, unchanged since: the same storage. (A
    /// dictionary is one reference to its storage, which a change copies unless unshared.)
    func sharesStorage(with other: Self) -> Bool {
        unsafeBitCast(self, to: UInt.self) == unsafeBitCast(other, to: UInt.self)
    }
}
