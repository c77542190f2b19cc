import Foundation

/// The app's `Info.plist` as Xcode builds it into the bundle, for `Bundle.main.infoDictionary`
/// (a settings screen's "Version 2.3.2 (1)"): the project's `Info.plist`, with the build settings
/// it names (`$(MARKETING_VERSION)`) filled in, over what Xcode generates from the build settings
/// themselves (`MARKETING_VERSION` → `CFBundleShortVersionString`, `CURRENT_PROJECT_VERSION` →
/// `CFBundleVersion`, `PRODUCT_BUNDLE_IDENTIFIER` → `CFBundleIdentifier`, each `INFOPLIST_KEY_X` →
/// `X`; Apple, "Info.plist build settings").
///
/// The build settings are read from the project's `project.pbxproj`, the first value of each
/// (the app target's Debug configuration usually comes first [I: Easel doesn't work out which
/// target is the app's]). A value naming a setting the project doesn't have is left out.
struct ProjectInfo: Sendable {
    /// The keys and values, as the bundle's `Info.plist` holds them (an XML property list), or
    /// nil when there are none.
    let propertyList: Data?

    init(infoLists: [URL], projectFiles: [URL]) {
        var settings: [String: String] = [:]
        for project in projectFiles {
            guard let text = try? String(contentsOf: project, encoding: .utf8) else { continue }
            for (key, value) in Self.buildSettings(in: text) where settings[key] == nil {
                settings[key] = value
            }
        }
        var info: [String: Any] = [:]
        let generated = ["MARKETING_VERSION": "CFBundleShortVersionString", "CURRENT_PROJECT_VERSION": "CFBundleVersion",
                         "PRODUCT_BUNDLE_IDENTIFIER": "CFBundleIdentifier", "PRODUCT_NAME": "CFBundleName",
                         "DEVELOPMENT_LANGUAGE": "CFBundleDevelopmentRegion"]
        for (setting, key) in generated {
            if let value = settings[setting].flatMap({ Self.expanded($0, settings) }) { info[key] = value }
        }
        for (setting, value) in settings where setting.hasPrefix("INFOPLIST_KEY_") {
            if let expanded = Self.expanded(value, settings) { info[String(setting.dropFirst("INFOPLIST_KEY_".count))] = expanded }
        }
        // The app's own list: the first outside tests and extensions.
        let appList = infoLists.first { url in
            !url.pathComponents.contains { $0.localizedCaseInsensitiveContains("test") || $0.localizedCaseInsensitiveContains("widget") || $0.localizedCaseInsensitiveContains("extension") }
        } ?? infoLists.first
        if let appList, let data = try? Data(contentsOf: appList),
           let listed = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            for (key, value) in listed {
                if let string = value as? String {
                    if let expanded = Self.expanded(string, settings) { info[key] = expanded }
                } else {
                    info[key] = value
                }
            }
        }
        propertyList = info.isEmpty ? nil : try? PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
    }

    /// Writes the list as `Info.plist` into `folder`, where `Bundle.main` reads it; nothing when
    /// there is nothing to say.
    func write(into folder: URL) throws {
        try propertyList?.write(to: folder.appendingPathComponent("Info.plist"))
    }

    /// `KEY = value;` lines of the project's build configurations, the first of each key.
    static func buildSettings(in project: String) -> [(String, String)] {
        var result: [(String, String)] = []
        for line in project.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasSuffix(";"), let equals = trimmed.range(of: " = ") else { continue }
            let key = String(trimmed[..<equals.lowerBound])
            guard !key.isEmpty, key.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) || key.hasPrefix("INFOPLIST_KEY_") else { continue }
            var value = String(trimmed[equals.upperBound...].dropLast())
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
            }
            result.append((key, value))
        }
        return result
    }

    /// `value` with each `$(NAME)` or `${NAME}` replaced by the setting, or nil when it names one
    /// the project doesn't have (a value Xcode would fill in from its own, such as the target's
    /// name, isn't guessed).
    static func expanded(_ value: String, _ settings: [String: String], depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        var result = ""
        var rest = value[...]
        while let start = rest.range(of: "$(") ?? rest.range(of: "${") {
            let close: Character = rest[start].last == "(" ? ")" : "}"
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: close) else { return nil }
            var name = String(rest[start.upperBound..<end])
            // A modifier such as `:rfc1034identifier` is left out.
            if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }
            guard let setting = settings[name], let expanded = expanded(setting, settings, depth: depth + 1) else { return nil }
            result += expanded
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
