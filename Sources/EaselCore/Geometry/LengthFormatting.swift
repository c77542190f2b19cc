import Foundation

/// Formats a length for people: at most three decimals, no trailing zeros, "inf" and "nan" spelled out.
/// Used by every dump so that the same layout always prints the same text.
package func formatLength(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    // Past 10¹⁵ points no decimal counts (and scaling by 1000 could overflow).
    if abs(value) >= 1e15 { return String(format: "%g", Double(value)) }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        return String(Int64(rounded))
    }
    var text = String(format: "%.3f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}

/// Formats a size as "width×height" with `formatLength`.
package func formatSize(_ size: CGSize) -> String {
    "\(formatLength(size.width))×\(formatLength(size.height))"
}

/// Formats a proposal as "(width, height)", an unspecified dimension as "nil".
package func formatProposal(_ proposal: ProposedViewSize) -> String {
    "(\(proposal.width.map(formatLength) ?? "nil"), \(proposal.height.map(formatLength) ?? "nil"))"
}
