import Foundation

/// An effect that draws a view through a projection worked out from its size (Apple,
/// `GeometryEffect`): it changes how the view is drawn, not its frame.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The projection, in the view's own coordinates (origin at its top-leading corner).
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension GeometryEffect {
    public static func _makeViewList(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs, inout _ViewList) -> Void, list: inout _ViewList) {
        _GeometryEffectModifier { proxy, _ in [modifier.projectionEffect(size: proxy.size)] }
            .applyAnnotations(inputs: inputs, list: &list, body: body)
    }

    public static func _makeViewList<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs, list: inout _ViewList) {
        _makeViewList(modifier: modifier, inputs: inputs, body: { inputs, list in Content._makeViewList(view: content, inputs: inputs, list: &list) }, list: &list)
    }

    /// The drawing effect of the projection for a view of `size`; a projection that isn't finite
    /// draws the view as it is, with a diagnostic.
    func projectionEffect(size: CGSize) -> RenderEffect {
        let projection = effectValue(size: size)
        guard projection.isFinite else {
            LayoutDiagnostics.warn("\(Self.self) gave a projection with a NaN or infinite entry for a view of \(formatSize(size)); the view is drawn untransformed.")
            return .projection(ProjectionTransform())
        }
        return .projection(projection)
    }
}

extension _GeometryEffectModifier {
    /// Resolves `body` and adds this effect to each view it makes.
    func applyAnnotations(inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        let start = list.nodes.count
        body(inputs, &list)
        for index in start..<list.nodes.count {
            annotate(list.nodes[index], inputs: inputs)
        }
    }
}

/// `projectionEffect`: a fixed projection.
nonisolated public struct _ProjectionEffect: GeometryEffect, Equatable {
    public var transform: ProjectionTransform

    public init(transform: ProjectionTransform) {
        self.transform = transform
    }

    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

/// `rotation3DEffect`: the view turned about an axis in 3D and seen in perspective.
///
/// The construction is SwiftUI's, as OpenSwiftUI documents it (`_Rotation3DEffect.Data`): the
/// viewer stands max(width, height) / `perspective` points in front of the anchor (0: no
/// perspective); a point is moved so the anchor (and `anchorZ`) is the origin, rotated about the
/// axis by the right-hand rule (so a positive turn about y takes the trailing side away), seen
/// in perspective (w = 1 − z / distance), and moved back.
nonisolated public struct _Rotation3DEffect: GeometryEffect, Equatable {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ && lhs.perspective == rhs.perspective
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        // No axis to turn about: SwiftUI leaves it undefined; Easel draws the view as it is.
        guard length > 0, length.isFinite else { return ProjectionTransform() }
        let (kx, ky, kz) = (axis.x / length, axis.y / length, axis.z / length)
        let (c, s) = (cos(angle.radians), sin(angle.radians))
        let t = 1 - c
        // Rodrigues' rotation matrix (column vectors: r = R·q).
        let r = [
            [c + kx * kx * t, kx * ky * t - kz * s, kx * kz * t + ky * s],
            [ky * kx * t + kz * s, c + ky * ky * t, ky * kz * t - kx * s],
            [kz * kx * t - ky * s, kz * ky * t + kx * s, c + kz * kz * t],
        ]
        let (ax, ay, az) = (anchor.x * size.width, anchor.y * size.height, anchorZ)
        let distance = Swift.max(size.width, size.height) / perspective
        let inverseDistance = distance.isFinite && distance != 0 ? 1 / distance : 0
        // For a point (x, y, 0): q = (x − ax, y − ay, −az); r = R·q; w = 1 − r.z / distance;
        // (x', y') = (r.x + ax·w, r.y + ay·w) / w. Each is linear in (x, y, 1).
        func row(_ i: Int) -> (x: CGFloat, y: CGFloat, one: CGFloat) {
            (r[i][0], r[i][1], -r[i][0] * ax - r[i][1] * ay - r[i][2] * az)
        }
        let (rx, ry, rz) = (row(0), row(1), row(2))
        let w = (x: -rz.x * inverseDistance, y: -rz.y * inverseDistance, one: 1 - rz.one * inverseDistance)
        return ProjectionTransform(
            m11: rx.x + ax * w.x, m12: ry.x + ay * w.x, m13: w.x,
            m21: rx.y + ax * w.y, m22: ry.y + ay * w.y, m23: w.y,
            m31: rx.one + ax * w.one, m32: ry.one + ay * w.one, m33: w.one
        )
    }
}

nonisolated extension View {
    /// Draws the view turned by `angle` about `axis` in three dimensions and seen in perspective
    /// (Apple, `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`); its frame doesn't change.
    /// PNG draws the perspective exactly; PDF and SVG, which have no perspective, carry the turned
    /// view as an image at the picture's resolution.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws the view through a projection (Apple, `projectionEffect(_:)`).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }

    /// Draws the view through an affine transform (Apple, `transformEffect(_:)`).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_ProjectionEffect(transform: ProjectionTransform(transform)))
    }
}
