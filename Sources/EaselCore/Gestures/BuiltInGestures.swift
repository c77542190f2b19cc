import Foundation

/// A gesture that recognises one or more taps. A host's `tap` performs it.
public struct TapGesture: _PrimitiveGesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        GestureHandlers(tap: [{ _ in ended(()) }])
    }
}

/// A tap that reports where it landed. A host taps the centre of the view.
public struct SpatialTapGesture: _PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        GestureHandlers(tap: [{ ended(Value(location: $0)) }])
    }
}

/// A gesture that succeeds when a touch lasts `minimumDuration`. A host's `longPress` performs
/// it: the press begins (`onChanged(true)`), then ends having lasted long enough (`onEnded(true)`).
public struct LongPressGesture: _PrimitiveGesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        GestureHandlers(longPress: [{ succeeded in
            changed(true)
            ended(succeeded)
        }])
    }
}

/// A dragging motion. A host's `drag(id:by:)` performs it from the view's centre.
public struct DragGesture: _PrimitiveGesture {
    /// Where a drag is: its start, where it is now, and how it moves.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        package init(startLocation: CGPoint, location: CGPoint) {
            // A host's drag is instant and comes to rest where it ends: no velocity, and the
            // predicted end is the end. The time is fixed so that pictures are the same each run.
            self.time = Date(timeIntervalSinceReferenceDate: 0)
            self.startLocation = startLocation
            self.location = location
            self.velocity = .zero
            self.predictedEndLocation = location
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        GestureHandlers(drag: [{ value, isEnd in isEnd ? ended(value) : changed(value) }])
    }
}

/// A pinch. Hosts don't pinch (yet): at rest it has no effect, as on a device.
public struct MagnifyGesture: _PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        GestureHandlers()
    }
}

/// A pinch, reporting its scale (iOS 13's form of `MagnifyGesture`).
public struct MagnificationGesture: _PrimitiveGesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        GestureHandlers()
    }
}

/// A two-finger rotation. Hosts don't rotate (yet).
public struct RotationGesture: _PrimitiveGesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        GestureHandlers()
    }
}

/// A two-finger rotation, reporting its angle (iOS 17's form of `RotationGesture`). Hosts don't
/// rotate: at rest it has no effect, as on a device.
public struct RotateGesture: _PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var rotation: Angle
        public var velocity: Angle
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        GestureHandlers()
    }
}
