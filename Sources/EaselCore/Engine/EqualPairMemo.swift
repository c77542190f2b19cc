/// The last two values found equal, and the last two found unequal, remembered by their storage:
/// values handed down a tree are the same copies for many views (the environment of a thousand
/// rows, the named frames their placement passes), and so are those they are compared with, so
/// the comparison is done once.
///
/// Holding both keeps their storage from being freed and reused for other values, or changed in
/// place, while they are remembered. They are recognised by their storage's address alone, so
/// that asking reads no more than the two values' own references.
struct EqualPairMemo<Value> {
    private var held: (Value, Value)?
    private var identities: (UInt, UInt) = (0, 0)
    /// The last pair found unequal: the views made from one body, compared with the last ones,
    /// share their environments too, and a walked navigation stack's screen holds a new one.
    private var heldUnequal: (Value, Value)?
    private var unequalIdentities: (UInt, UInt) = (0, 0)

    /// Whether `some` equals `other`: at once if both have the same storage (`storage` tells it),
    /// or the storage of a pair remembered, else by `isEqual`, remembering the pair. The values
    /// remembered are held, so that their storage isn't freed and its address taken by another.
    mutating func areEqual(_ some: Value, _ other: Value, storage: (Value) -> UInt, isEqual: (Value, Value) -> Bool) -> Bool {
        let someStorage = storage(some)
        let otherStorage = storage(other)
        if someStorage == otherStorage { return true }
        // (0, 0) while nothing is held: no storage is at address 0.
        if identities == (someStorage, otherStorage) { return true }
        if unequalIdentities == (someStorage, otherStorage) { return false }
        guard isEqual(some, other) else {
            heldUnequal = (some, other)
            unequalIdentities = (someStorage, otherStorage)
            return false
        }
        held = (some, other)
        identities = (someStorage, otherStorage)
        return true
    }

    mutating func forget() {
        held = nil
        identities = (0, 0)
        heldUnequal = nil
        unequalIdentities = (0, 0)
    }
}

extension Dictionary {
    /// The address of the dictionary's storage: a copy unchanged since has the same. (A
    /// dictionary is one reference to its storage, which a change copies unless unshared.)
    var storageIdentity: UInt {
        unsafeBitCast(self, to: UInt.self)
    }
}
