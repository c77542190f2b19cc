import Foundation

/// What a font's name says on its own: whether iOS includes the family, and the weight and slant
/// a PostScript name's style part gives ("AvenirNext-Bold", "HelveticaNeue-LightItalic").
/// A name nobody on this machine has is drawn in the system font, as iOS falls back; keeping
/// the weight and slant the name asks for keeps the picture's emphasis.
public struct IOSFontName: Sendable, Equatable {
    /// The family part, without spaces and lowercased: "avenirnext".
    public let family: String
    /// The weight the style part names: 400 when there is none, nil when it isn't a weight's name
    /// ("Condensed").
    public let weight: CGFloat?
    public let isItalic: Bool

    public init(_ name: String) {
        let parts = name.split(separator: "-", maxSplits: 1)
        var family = (parts.first.map(String.init) ?? name).replacingOccurrences(of: " ", with: "").lowercased()
        // Monotype's PostScript names end in "MT" or "PSMT" ("ArialMT", "TimesNewRomanPSMT").
        for suffix in ["psmt", "mt", "ps"] where family.hasSuffix(suffix) && Self.iOSFamilies.contains(String(family.dropLast(suffix.count))) {
            family.removeLast(suffix.count)
            break
        }
        self.family = family
        var style = parts.count > 1 ? parts[1].lowercased() : ""
        for suffix in ["psmt", "mt"] where style.hasSuffix(suffix) {
            style.removeLast(suffix.count)
            break
        }
        isItalic = style.hasSuffix("italic") || style.hasSuffix("oblique")
        for suffix in ["italic", "oblique"] where style.hasSuffix(suffix) {
            style.removeLast(suffix.count)
        }
        weight = Self.weights[style]
    }

    /// A name's parts as given (for tests).
    package init(family: String, weight: CGFloat?, isItalic: Bool) {
        self.family = family
        self.weight = weight
        self.isItalic = isItalic
    }

    /// Weights by a PostScript name's style part, as the OpenType `usWeightClass` names them.
    private static let weights: [String: CGFloat] = [
        "thin": 100, "hairline": 100, "ultralight": 200, "extralight": 200, "light": 300,
        "regular": 400, "roman": 400, "book": 400, "": 400, "medium": 500,
        "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "heavy": 800,
        "black": 900, "condensedbold": 700, "condensedmedium": 500, "condensedblack": 900,
    ]

    /// Whether iOS includes the family (Apple, "Fonts included with iOS", developer.apple.com/
    /// fonts/system-fonts: the Latin, Greek and Cyrillic families and the common ones for other
    /// scripts; a selection, so a family missing here is said as unknown, not as wrong).
    public var isIncludedWithIOS: Bool {
        Self.iOSFamilies.contains(family)
    }

    private static let iOSFamilies: Set<String> = [
        "academyengravedlet", "alnile", "americantypewriter", "applecoloremoji", "applesdgothicneo",
        "applesymbols", "arial", "arialhebrew", "arialroundedmtbold", "avenir", "avenirnext",
        "avenirnextcondensed", "baskerville", "bodoni72", "bodoni72oldstyle", "bodoni72smallcaps",
        "bodoniornaments", "bradleyhand", "chalkboardse", "chalkduster", "charter", "cochin",
        "copperplate", "courier", "couriernew", "damascus", "devanagarisangammn", "didot",
        "dinalternate", "dincondensed", "euphemiaucas", "farah", "futura", "galvji", "geezapro",
        "georgia", "gillsans", "granthasangammn", "helvetica", "helveticaneue", "hiraginomarugothicpron",
        "hiraginominchopron", "hiraginosans", "hoeflertext", "kailasa", "kefa", "khmersangammn",
        "kohinoorbangla", "kohinoordevanagari", "kohinoorgujarati", "kohinoortelugu", "laosangammn",
        "malayalamsangammn", "markerfelt", "menlo", "mishafi", "muktamahee", "noteworthy",
        "notonastaliqurdu", "notosanskannada", "notosansmyanmar", "notosansoriya", "optima",
        "palatino", "papyrus", "partylet", "pingfanghk", "pingfangsc", "pingfangtc", "rockwell",
        "savoyelet", "sinhalasangammn", "snellroundhand", "stixtwomath", "stixtwotext", "symbol",
        "tamilsangammn", "thonburi", "timesnewroman", "trebuchetms", "verdana", "zapfdingbats",
        "zapfino",
    ]
}
