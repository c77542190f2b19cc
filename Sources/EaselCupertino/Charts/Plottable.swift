import EaselCore
import Foundation

/// A value a chart can place (Apple, Charts' `Plottable`): numbers, strings and dates, and types
/// of your own that convert to one of them through `primitivePlottable` (an enum with a `String`
/// raw value only has to declare the conformance).
public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// What a chart makes of a plotted value: a quantity, a moment, or a category.
enum PlotValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    /// Where the value sits on a continuous scale: the number itself, a date's seconds since 2001.
    var quantity: Double? {
        switch self {
        case .number(let number): number
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }
}

/// The types Charts plots as themselves (Apple lists numbers, `String` and `Date`).
protocol PrimitivePlottableValue {
    var primitiveValue: PlotValue { get }
    init?(primitiveValue: PlotValue)
}

extension Plottable {
    /// The value as a chart places it, through `primitivePlottable` down to a primitive type.
    var plotValue: PlotValue {
        if let primitive = self as? any PrimitivePlottableValue { return primitive.primitiveValue }
        return primitivePlottable.plotValue
    }

    /// The value of this type that a chart's `value` stands for, if there is one.
    static func from(_ value: PlotValue) -> Self? {
        if let primitive = Self.self as? any PrimitivePlottableValue.Type {
            return primitive.init(primitiveValue: value) as? Self
        }
        return PrimitivePlottable.from(value).flatMap { Self(primitivePlottable: $0) }
    }
}

extension Plottable where PrimitivePlottable == Self {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension String: Plottable, PrimitivePlottableValue {
    public typealias PrimitivePlottable = String
    var primitiveValue: PlotValue { .category(self) }
    init?(primitiveValue plotValue: PlotValue) {
        guard case .category(let string) = plotValue else { return nil }
        self = string
    }
}

extension Date: Plottable, PrimitivePlottableValue {
    public typealias PrimitivePlottable = Date
    var primitiveValue: PlotValue { .date(self) }
    init?(primitiveValue plotValue: PlotValue) {
        switch plotValue {
        case .date(let date): self = date
        case .number(let seconds): self = Date(timeIntervalSinceReferenceDate: seconds)
        case .category: return nil
        }
    }
}

/// A number a chart plots as a quantity.
protocol PlottableNumber: PrimitivePlottableValue {
    var doubleValue: Double { get }
    init?(rounding value: Double)
}

extension PlottableNumber {
    var primitiveValue: PlotValue { .number(doubleValue) }
    init?(primitiveValue plotValue: PlotValue) {
        guard case .number(let number) = plotValue else { return nil }
        self.init(rounding: number)
    }
}

extension BinaryInteger where Self: PlottableNumber {
    var doubleValue: Double { Double(self) }
    /// An axis value between whole numbers asked for as an integer is rounded to the nearest one
    /// (Easel's choice); one out of the type's range is nil.
    init?(rounding value: Double) { self.init(exactly: value.rounded()) }
}

extension BinaryFloatingPoint where Self: PlottableNumber {
    var doubleValue: Double { Double(self) }
    init?(rounding value: Double) { self.init(value) }
}

extension Int: Plottable, PlottableNumber { public typealias PrimitivePlottable = Int }
extension Int8: Plottable, PlottableNumber { public typealias PrimitivePlottable = Int8 }
extension Int16: Plottable, PlottableNumber { public typealias PrimitivePlottable = Int16 }
extension Int32: Plottable, PlottableNumber { public typealias PrimitivePlottable = Int32 }
extension Int64: Plottable, PlottableNumber { public typealias PrimitivePlottable = Int64 }
extension UInt: Plottable, PlottableNumber { public typealias PrimitivePlottable = UInt }
extension UInt8: Plottable, PlottableNumber { public typealias PrimitivePlottable = UInt8 }
extension UInt16: Plottable, PlottableNumber { public typealias PrimitivePlottable = UInt16 }
extension UInt32: Plottable, PlottableNumber { public typealias PrimitivePlottable = UInt32 }
extension UInt64: Plottable, PlottableNumber { public typealias PrimitivePlottable = UInt64 }
extension Double: Plottable, PlottableNumber { public typealias PrimitivePlottable = Double }
extension Float: Plottable, PlottableNumber { public typealias PrimitivePlottable = Float }
extension CGFloat: Plottable, PlottableNumber {
    public typealias PrimitivePlottable = CGFloat
    var doubleValue: Double { Double(self) }
    init?(rounding value: Double) { self.init(value) }
}

extension Decimal: Plottable, PlottableNumber {
    public typealias PrimitivePlottable = Decimal
    var doubleValue: Double { NSDecimalNumber(decimal: self).doubleValue }
    init?(rounding value: Double) { self.init(value) }
}

/// A value a mark plots on one of its channels, with the label that names it (Apple,
/// `PlottableValue`): `.value("Month", item.month)`.
public struct PlottableValue<Value: Plottable> {
    let channel: PlotChannel

    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(channel: PlotChannel(value: value.plotValue))
    }

    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(channel: PlotChannel(value: value.plotValue))
    }

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(channel: PlotChannel(value: value.plotValue))
    }
}

extension PlottableValue where Value == Date {
    /// A date standing for the whole `unit` around it (Apple): a bar spans the unit, a point sits
    /// at its middle.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(channel: PlotChannel(value: .date(value), unit: calendar.dateInterval(of: unit, for: value)))
    }

    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(channel: PlotChannel(value: .date(value), unit: calendar.dateInterval(of: unit, for: value)))
    }
}

/// One channel of a mark: its value and, for a date with a unit, the interval the unit covers.
struct PlotChannel {
    var value: PlotValue
    var unit: DateInterval?

    init(value: PlotValue, unit: DateInterval? = nil) {
        self.value = value
        self.unit = unit
    }

    /// The category a categorical scale files the value under.
    var category: String {
        switch value {
        case .category(let string): string
        case .number(let number): number.formatted()
        case .date(let date): date.formatted()
        }
    }
}
