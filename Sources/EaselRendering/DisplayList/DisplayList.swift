import EaselCore
import EaselText
import Foundation

/// A picture as an ordered list of drawing commands in canvas coordinates (points, y down).
///
/// Painting a laid-out view produces one display list; every backend (PNG, PDF, SVG) reads it and
/// none walks the view tree, so the pictures agree with each other and with the layout.
public struct DisplayList: Sendable {
    /// The canvas, in points.
    public var size: CGSize {
        didSet { isDrawable = false }
    }
    public var items: [DisplayItem] {
        didSet { isDrawable = false }
    }
    /// What could not be drawn as given, and what was drawn instead (see `drawable()`).
    public var diagnostics: [String] = []
    /// Whether `drawable()` made this list, so that backends need not check it again.
    var isDrawable = false
    /// How many items were copied from the host's last picture instead of painted (see
    /// `PaintedItems`).
    package var copiedItemCount = 0

    public init(size: CGSize, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }
}

/// One drawing command. Layers bracket the commands they apply to: `.beginLayer` … `.endLayer`.
public enum DisplayItem: Sendable {
    /// Fills a path.
    case fill(Path, Paint, FillRule)
    /// Strokes a path, the line centred on it.
    case stroke(Path, Paint, StrokeStyle)
    /// Draws glyphs of one font face, shaped by the text layer.
    case glyphs(GlyphRunItem)
    /// Draws a bitmap into a rectangle.
    case image(ImageItem)
    /// Starts a layer: what follows, up to the matching `.endLayer`, is drawn through it.
    case beginLayer(Layer)
    case endLayer
}

/// How a layer changes what is drawn inside it.
public enum Layer: Sendable, Equatable {
    /// Only what falls inside the path shows.
    case clip(Path, FillRule, antialiased: Bool)
    /// The layer's content is composited with this opacity.
    case opacity(Double)
    /// A Gaussian blur (standard deviation `radius`) of the content's alpha, in `color`, offset,
    /// drawn behind the content.
    case shadow(color: RGBA, radius: CGFloat, offset: CGSize)
    /// The content is drawn through an affine transform (rotation and scale effects).
    case transform(AffineMatrix)
    /// The content is drawn through a projective transform that isn't affine, in perspective
    /// (`rotation3DEffect`, `projectionEffect`), in the layer's coordinates.
    case projection(ProjectionTransform)
    /// A colour filter applied to the composited content.
    case filter(ColorFilter)
    /// A Gaussian blur of the whole content.
    case blur(radius: CGFloat)
    /// The content is shown only where a mask is opaque: the layer's first item is a `maskShape`
    /// layer holding the mask's drawing; what follows it is the content (`mask`).
    case alphaMask
    /// The drawing of an `alphaMask` layer's mask: its alpha, never drawn itself.
    case maskShape
    /// The content is composited onto what is behind it with a blend mode (`blendMode`).
    case blend(BlendMode)
    /// What is already drawn inside `clip`, blurred (a Gaussian of standard deviation `radius`),
    /// goes under the content (materials). Raster output only; vectors draw the content alone.
    case backdropBlur(radius: CGFloat, clip: Path)
}

/// Colour filters (`colorInvert`, `grayscale`, `brightness`, `contrast`, `saturation`).
public enum ColorFilter: Sendable, Equatable {
    case invert
    case grayscale(Double)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    /// The hues turned by an angle in radians (`hueRotation`).
    case hueRotation(Double)
    /// Each component, alpha too, multiplied by the colour's (`colorMultiply`).
    case multiply(RGBA)
}

/// Which regions a path covers.
public enum FillRule: String, Sendable, Equatable {
    case nonZero
    case evenOdd
}

/// A colour with straight (not premultiplied) components, 0…1, in sRGB.
public struct RGBA: Sendable, Equatable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// "#rrggbb" for SVG and dumps.
    public var hex: String {
        func byte(_ value: Double) -> String { String(format: "%02x", Int((min(1, max(0, value)) * 255).rounded())) }
        return "#" + byte(red) + byte(green) + byte(blue)
    }
}

/// What fills or strokes a path: a colour or a gradient in canvas coordinates.
public enum Paint: Sendable, Equatable {
    case color(RGBA)
    case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
    case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Colours swept around `center` from `startAngle` to `endAngle` (radians, clockwise from the
    /// x axis; see `AngularSweep`).
    case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: CGFloat, endAngle: CGFloat)
}

public struct GradientStop: Sendable, Equatable {
    public var location: CGFloat
    public var color: RGBA

    public init(location: CGFloat, color: RGBA) {
        self.location = location
        self.color = color
    }
}

/// Glyphs of one face at one size, positioned in canvas coordinates (each position is a glyph's
/// origin on its baseline).
public struct GlyphRunItem: Sendable {
    public var face: FontFace
    public var size: CGFloat
    public var glyphs: [UInt32]
    public var positions: [CGPoint]
    public var paint: Paint
    /// Where these glyphs' characters come from, for outputs that carry text (PDF); nil for glyphs
    /// that stand for no text of the view's.
    package var source: GlyphRunSource?

    public init(face: FontFace, size: CGFloat, glyphs: [UInt32], positions: [CGPoint], paint: Paint) {
        self.face = face
        self.size = size
        self.glyphs = glyphs
        self.positions = positions
        self.paint = paint
    }

    /// The characters these glyphs draw (PDF makes them selectable, searchable, extractable).
    public var text: String? {
        source?.characters.text(of: source?.glyphClusters ?? [])
    }
}

/// A glyph run's text: the laid-out text it belongs to, and each glyph's HarfBuzz cluster.
package struct GlyphRunSource: Sendable {
    let characters: SourceCharacters
    let glyphClusters: [Int]

    /// The glyphs are in the reverse of the text's order (a right-to-left run).
    var isRightToLeft: Bool {
        (glyphClusters.first ?? 0) > (glyphClusters.last ?? 0)
    }
}

/// A bitmap drawn into a rectangle of the canvas.
public struct ImageItem: Sendable {
    /// Width × height pixels, RGBA 8 bits per channel, premultiplied alpha, rows top to bottom.
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]
    public var rect: CGRect
    /// Smooth (bilinear) or nearest-neighbour sampling when scaling.
    public var smooth: Bool
}

/// A 2D affine transform: (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineMatrix: Sendable, Equatable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle` (clockwise on screen, y down) around `center`.
    public static func rotation(_ radians: CGFloat, around center: CGPoint) -> AffineMatrix {
        let cosine = cos(radians), sine = sin(radians)
        return AffineMatrix(
            a: cosine, b: sine, c: -sine, d: cosine,
            tx: center.x - cosine * center.x + sine * center.y,
            ty: center.y - sine * center.x - cosine * center.y
        )
    }

    /// A scale around `center`.
    public static func scale(_ scale: CGSize, around center: CGPoint) -> AffineMatrix {
        AffineMatrix(a: scale.width, b: 0, c: 0, d: scale.height, tx: center.x * (1 - scale.width), ty: center.y * (1 - scale.height))
    }
}
