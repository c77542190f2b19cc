import Foundation

extension ViewLayout {
    /// The layout tree as JSON: each view is an object with `name`, `detail`, `id`, `viewTypes`,
    /// `frame` (`x`, `y`, `width`, `height`) and `children`. Non-finite lengths are written as the
    /// strings "inf", "-inf" and "nan", since JSON has no numbers for them. Keys are in a fixed order,
    /// so the same layout always gives the same text.
    public func json() -> String {
        var output = ""
        let entries = storage.entries
        // Iterative: open each view, and close views as the walk climbs back up.
        var open: [Int] = []
        for index in entries.indices {
            let depth = entries[index].depth
            while open.count > depth {
                open.removeLast()
                output += "]}"
            }
            if open.count == depth, index > 0, entries[index - 1].depth >= depth {
                output += ","
            }
            output += object(for: index)
            open.append(index)
        }
        while !open.isEmpty {
            open.removeLast()
            output += "]}"
        }
        return output
    }

    /// A view's object up to its opening `"children":[`.
    private func object(for index: Int) -> String {
        let node = Node(storage: storage, index: index)
        var fields: [String] = ["\"name\":\(jsonString(node.name))"]
        fields.append("\"detail\":\(node.detail.map(jsonString) ?? "null")")
        fields.append("\"id\":\(node.id.map(jsonString) ?? "null")")
        fields.append("\"viewTypes\":[\(node.viewTypes.map(jsonString).joined(separator: ","))]")
        let frame = node.frame
        fields.append("\"frame\":{\"x\":\(jsonNumber(frame.minX)),\"y\":\(jsonNumber(frame.minY)),\"width\":\(jsonNumber(frame.width)),\"height\":\(jsonNumber(frame.height))}")
        return "{" + fields.joined(separator: ",") + ",\"children\":["
    }
}

private func jsonNumber(_ value: CGFloat) -> String {
    if value.isNaN { return "\"nan\"" }
    if value.isInfinite { return value < 0 ? "\"-inf\"" : "\"inf\"" }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(Double(rounded))
}

private func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
