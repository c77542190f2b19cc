import CICU
import Foundation

/// Durations in words, as a locale writes them ("2 hours, 23 minutes"): ICU's number formatter
/// with duration units (full names) and its unit-list formatter.
public enum DurationText {
    public enum Unit: String, CaseIterable, Sendable {
        case year, month, week, day, hour, minute, second
    }

    /// The amounts, in order, in `locale` (an ICU locale identifier such as "en_US"); nil when ICU
    /// fails or there is nothing to say.
    public static func format(_ amounts: [(value: Double, unit: Unit)], locale: String) -> String? {
        guard !amounts.isEmpty, amounts.count <= 8, amounts.allSatisfy({ $0.value.isFinite }) else { return nil }
        let values = amounts.map(\.value)
        let names = amounts.map { strdup($0.unit.rawValue) }
        defer { names.forEach { free($0) } }
        let pointers: [UnsafePointer<CChar>?] = names.map { UnsafePointer($0) }
        var buffer = [UInt16](repeating: 0, count: 256)
        let length = buffer.withUnsafeMutableBufferPointer { out in
            easel_format_durations(locale, values, pointers, Int32(amounts.count), out.baseAddress, Int32(out.count))
        }
        guard length >= 0, Int(length) <= buffer.count else { return nil }
        return String(decoding: buffer[..<Int(length)], as: UTF16.self)
    }
}
