import Foundation

/// Automatic grammar agreement in English, for Markdown's `^[text](inflect: true)` in a `Text`
/// (Apple, "Automatic grammar agreement", iOS 15): the noun a number counts is made plural unless
/// the number is 1, so `"^[\(count) person](inflect: true)"` reads "1 person", "2 people",
/// "0 people".
///
/// Apple's engine analyses the phrase; Easel's rule is simpler [I]: the counted noun is the word
/// before the first preposition after the number ("2 cup of coffee" reads "2 cups of coffee"),
/// else the span's last word ("3 large pizza" reads "3 large pizzas"). Plurals follow English
/// spelling rules with the common irregular nouns. The environment's locale is English (Easel
/// renders in en_US), so other languages' agreement never comes up.
enum EnglishInflection {
    /// `text` with its counted noun agreeing with its first number; unchanged without a number.
    static func agreeing(_ text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let numberIndex = words.firstIndex(where: { number(in: $0) != nil }),
              let value = number(in: words[numberIndex]) else { return text }
        let following = (numberIndex + 1)..<words.count
        guard !following.isEmpty else { return text }
        let nounIndex: Int
        if let preposition = following.first(where: { prepositions.contains(words[$0].lowercased()) }), preposition > numberIndex + 1 {
            nounIndex = preposition - 1
        } else {
            nounIndex = following.last(where: { !words[$0].isEmpty }) ?? following.lowerBound
        }
        if value != 1 {
            words[nounIndex] = plural(of: words[nounIndex])
        }
        return words.joined(separator: " ")
    }

    /// The value of a word written as a number ("2", "1,000", "2.5"), if it is one.
    private static func number(in word: String) -> Double? {
        let digits = word.filter { $0 != "," }
        guard let first = digits.first, first.isNumber || first == "-" else { return nil }
        return Double(digits)
    }

    private static let prepositions: Set<String> = ["of", "in", "for", "with", "per", "on", "at", "from", "to", "by"]

    /// Nouns whose plural isn't made by a rule, and those that stay as they are.
    private static let irregular: [String: String] = [
        "person": "people", "man": "men", "woman": "women", "child": "children", "foot": "feet",
        "tooth": "teeth", "mouse": "mice", "goose": "geese", "ox": "oxen", "die": "dice",
        "sheep": "sheep", "fish": "fish", "deer": "deer", "series": "series", "species": "species",
        "aircraft": "aircraft", "moose": "moose",
        "knife": "knives", "wife": "wives", "life": "lives", "leaf": "leaves", "half": "halves",
        "shelf": "shelves", "loaf": "loaves", "wolf": "wolves", "calf": "calves", "thief": "thieves",
        "potato": "potatoes", "tomato": "tomatoes", "hero": "heroes", "echo": "echoes",
    ]

    /// The plural of `word`, keeping its capitals and any punctuation after it.
    static func plural(of word: String) -> String {
        let letters = word.prefix { $0.isLetter }
        guard !letters.isEmpty else { return word }
        let rest = word.dropFirst(letters.count)
        let lower = letters.lowercased()
        let pluralLower: String
        if let known = irregular[lower] {
            pluralLower = known
        } else if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) {
            pluralLower = lower + "es"
        } else if lower.hasSuffix("y"), lower.count > 1, !"aeiou".contains(lower.dropLast().last!) {
            pluralLower = lower.dropLast() + "ies"
        } else {
            pluralLower = lower + "s"
        }
        let cased: String
        if letters == letters.uppercased(), letters.count > 1 {
            cased = pluralLower.uppercased()
        } else if letters.first!.isUppercase {
            cased = pluralLower.prefix(1).uppercased() + pluralLower.dropFirst()
        } else {
            cased = pluralLower
        }
        return cased + rest
    }
}
