import Foundation

/// What a resolution is cached under: the description with its size already scaled.
struct ResolutionKey: Hashable, Sendable {
    let family: FontDescription.Family
    let size: CGFloat
    let weight: CGFloat
    let italic: Bool
    let monospacedDigit: Bool
    let extraTracking: CGFloat
    let baselineOffset: CGFloat
    let keepsSystemLineBox: Bool
}

extension ResolutionKey {
    /// The key with the weight and slant a font's name gives, for the system font standing in for
    /// it: a weight asked for otherwise (`.bold()`, `weight:`) wins over the name's.
    func styled(byName name: IOSFontName) -> ResolutionKey {
        ResolutionKey(family: family, size: size, weight: weight == 400 ? (name.weight ?? weight) : weight,
                      italic: italic || name.isItalic, monospacedDigit: monospacedDigit, extraTracking: extraTracking,
                      baselineOffset: baselineOffset, keepsSystemLineBox: keepsSystemLineBox)
    }
}

extension FontRegistry {
    /// Binds `font`, scaled by `scale`, to a face, tracking and line box (cached).
    func resolve(_ font: FontDescription, scale: CGFloat = 1) -> ResolvedFont {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let key = ResolutionKey(family: font.family, size: font.sanitizedSize * scale,
                                weight: font.sanitizedWeight, italic: font.italic,
                                monospacedDigit: font.monospacedDigit,
                                extraTracking: finite(font.tracking) * scale, baselineOffset: finite(font.baselineOffset) * scale,
                                keepsSystemLineBox: font.keepsSystemLineBox)
        if let cached = resolutions.value(forKey: key) { return cached }
        var resolved: ResolvedFont
        switch key.family {
        case .system:
            resolved = resolveSystem(key)
        case .named(let name):
            resolved = resolveNamed(name, key) ?? resolveSystem(key.styled(byName: IOSFontName(name)))
        }
        if key.keepsSystemLineBox { resolved = resolved.inSystemLineBox() }
        resolved = resolved.adding(tracking: key.extraTracking, baselineOffset: key.baselineOffset)
        resolutions.insert(resolved, forKey: key)
        return resolved
    }

    /// The system font: Inter's text cut below 20 pt, Display from 20 pt, `wght` = weight, SF's
    /// line box and SF's tracking (platform-constants.md §0.1–0.3, §1.3, §5.2). The designs, each
    /// drawn with the open face whose widths come closest to Apple's, in SF's line box (New York
    /// and SF Pro Rounded have SF's ascender and descender, 1950/494 of 2048 em, in their `hhea`):
    /// - `.monospaced` (SF Mono): DejaVu Sans Mono (Debian's fonts-dejavu-core) tracked to SF
    ///   Mono's pitch, so that every character is as wide as on iOS: SF Mono's advance is
    ///   1266/2048 em (10.81787 pt at 17.5 pt for every ASCII character, regular and bold, in
    ///   OpenUIKit's iOS 26.1 dump `golden/font_metrics_ios.json`, ids `mono-regular-17.5` and
    ///   `mono-bold-17.5`); DejaVu Sans Mono's is 1233/2048. The same dump gives SF Mono the
    ///   system font's ascender and line height, so the line box is SF's;
    /// - `.serif` (New York): Noto Serif (fonts-noto-core) tracked to New York's widths
    ///   (`NewYorkTracking`), Regular at the lighter weights New York lacks;
    /// - `.rounded` (SF Pro Rounded): Inter's text cut at every size, tracked to SF Pro Rounded's
    ///   widths (`SFRoundedTracking`); its letters keep square ends, and the view layer says so.
    /// A design whose face cannot be read falls back to the default design.
    func resolveSystem(_ key: ResolutionKey) -> ResolvedFont {
        if case .system(let design) = key.family, let resolved = resolveDesign(design, key) {
            return resolved
        }
        let (face, isInter) = defaultFace(size: key.size, weight: key.weight, italic: key.italic)
        // The tracking table emulates SF on Inter; a substitute from fontconfig gets none.
        let tracking = isInter ? SFTracking.em(forSize: key.size) * key.size : 0
        return ResolvedFont(face: face, size: key.size, tracking: tracking,
                            lineMetrics: .systemFont(size: key.size), monospacedDigit: key.monospacedDigit,
                            weight: key.weight, italic: key.italic)
    }

    /// SF Mono's advance for every character, in em (see `resolveSystem`).
    static let monospacedAdvance: CGFloat = 1266.0 / 2048

    private func resolveDesign(_ design: FontDescription.Design, _ key: ResolutionKey) -> ResolvedFont? {
        let face: FontFace
        let tracking: CGFloat
        switch design {
        case .default:
            return nil
        case .rounded:
            let (inter, isBundled) = interFace(display: false, weight: key.weight, italic: key.italic)
            guard isBundled else { return nil }
            face = inter
            tracking = SFRoundedTracking.em(forSize: key.size, weight: key.weight) * key.size
        case .serif:
            let weight = max(key.weight, NewYorkTracking.lightestWeight)
            guard let serif = systemFace(named: "Noto Serif", weight: weight, italic: key.italic) else { return nil }
            face = serif
            tracking = NewYorkTracking.em(forSize: key.size, weight: weight) * key.size
        case .monospaced:
            guard let mono = systemFace(named: "DejaVu Sans Mono", weight: key.weight, italic: key.italic),
                  let zero = mono.shaping.nominalGlyph(0x30) else { return nil }
            face = mono
            tracking = (Self.monospacedAdvance - CGFloat(mono.shaping.advance(zero)) / CGFloat(mono.unitsPerEm)) * key.size
        }
        return ResolvedFont(face: face, size: key.size, tracking: tracking,
                            lineMetrics: .systemFont(size: key.size), monospacedDigit: key.monospacedDigit,
                            weight: key.weight, italic: key.italic)
    }

    /// The face fontconfig finds for `family`, weight and slant, read; nil when none can be.
    private func systemFace(named family: String, weight: CGFloat, italic: Bool) -> FontFace? {
        guard let candidate = SystemFonts.shared.face(named: family, weight: weight, italic: italic),
              case .success(let face) = face(at: URL(fileURLWithPath: candidate.path), index: candidate.index) else { return nil }
        return face
    }

    /// The bundled Inter face for a size, weight and slant: the Display cut from 20 pt.
    func defaultFace(size: CGFloat, weight: CGFloat, italic: Bool) -> (face: FontFace, isBundled: Bool) {
        interFace(display: size >= BundledFonts.displayCutMinimumSize, weight: weight, italic: italic)
    }

    /// The bundled Inter face of a cut, weight and slant. Should the bundled file be unreadable,
    /// reports it and asks fontconfig for "Inter", then "sans-serif" (`isBundled` is then false).
    func interFace(display: Bool, weight: CGFloat, italic: Bool) -> (face: FontFace, isBundled: Bool) {
        if let url = BundledFonts.interURL(display: display, italic: italic) {
            switch face(at: url, variations: ["wght": weight]) {
            case .success(let face): return (face, true)
            case .failure(let error): reportBundled(error.description, url)
            }
        } else {
            reportBundled("The bundled Inter font is missing from the EaselText resources.", nil)
        }
        for name in ["Inter", "sans-serif"] {
            if let candidate = SystemFonts.shared.face(named: name, weight: weight, italic: italic),
               case .success(let face) = face(at: URL(fileURLWithPath: candidate.path), index: candidate.index,
                                               variations: ["wght": weight]) {
                return (face, false)
            }
        }
        fatalError("EaselText: no usable font: the bundled Inter is unreadable and fontconfig has no sans-serif font")
    }

    /// A named custom font: registered faces first (the bundled ones included), then fontconfig.
    /// Its own hhea metrics, no tracking. Nil (after a diagnostic) when nobody has the name or its
    /// file cannot be read.
    func resolveNamed(_ name: String, _ key: ResolutionKey) -> ResolvedFont? {
        registerBundledNames()
        let wanted = name.lowercased()
        let registered = state.withLock { $0.registered[wanted] ?? [] }
        var loaded: Result<FontFace, FontError>?
        if let best = Self.bestMatch(registered, weight: key.weight, italic: key.italic) {
            loaded = face(at: best.url, index: best.index,
                          variations: best.weightAxis == nil ? [:] : ["wght": key.weight])
        } else if let candidate = SystemFonts.shared.face(named: name, weight: key.weight, italic: key.italic) {
            let url = URL(fileURLWithPath: candidate.path)
            loaded = face(at: url, index: candidate.index).flatMap { face in
                face.weightAxis == nil ? .success(face)
                    : self.face(at: url, index: candidate.index, variations: ["wght": key.weight])
            }
        }
        switch loaded {
        case .success(let face):
            return ResolvedFont(face: face, size: key.size, tracking: 0,
                                lineMetrics: ResolvedFont.ownMetrics(of: face, size: key.size),
                                monospacedDigit: key.monospacedDigit, weight: key.weight, italic: key.italic)
        case .failure(let error):
            report(error)
            return nil
        case nil:
            reportUnknownFamily(name)
            return nil
        }
    }

    /// The face closest in slant, then in weight (a face with a `wght` axis covering the weight
    /// is an exact match).
    static func bestMatch(_ faces: [RegisteredFace], weight: CGFloat, italic: Bool) -> RegisteredFace? {
        func distance(_ face: RegisteredFace) -> CGFloat {
            let slant: CGFloat = face.italic == italic ? 0 : 10_000
            if let axis = face.weightAxis {
                return slant + (axis.contains(weight) ? 0 : min(abs(axis.lowerBound - weight), abs(axis.upperBound - weight)))
            }
            return slant + abs(CGFloat(face.weightClass) - weight)
        }
        return faces.min { distance($0) < distance($1) }
    }

    /// Makes the bundled files findable by name ("Inter", "Inter Display", "M PLUS 1").
    func registerBundledNames() {
        guard !state.withLock({ $0.bundledNamesRegistered }) else { return }
        for url in BundledFonts.allURLs {
            do { try register(fileAt: url) } catch { /* reported by register */ }
        }
        state.withLock { $0.bundledNamesRegistered = true }
    }

    /// The bundled Japanese fallback (M+ 1 Regular), nil if it cannot be loaded (reported once).
    var japaneseFallbackFace: FontFace? {
        guard let url = BundledFonts.japaneseFallbackURL else { return nil }
        switch face(at: url) {
        case .success(let face): return face
        case .failure(let error):
            reportBundled(error.description, url)
            return nil
        }
    }

    private func reportBundled(_ message: String, _ url: URL?) {
        let isNew = state.withLock { $0.reportedFamilies.insert("bundled:" + (url?.path ?? "")).inserted }
        guard isNew else { return }
        TextDiagnostics.shared.report(TextDiagnostic(kind: .bundledFontUnavailable, message: message, fileURL: url))
    }
}
