import EaselCore
import Foundation

/// iOS's status bar as device screenshots show it: 9:41, full signal, Wi-Fi, a full battery.
///
/// Composed of public views only (text, stacks, shapes). Apple publishes no measurements of the
/// status bar; the geometry below was read off iOS 17 simulator screenshots at 3× and is
/// approximate [screenshot]:
/// - Dynamic Island phones: the items sit on either side of the 126 pt island, centred on the
///   island's band (11 pt from the top, 37 pt tall); the time is SF Pro semibold 17.
/// - Notched phones: the same around a 162 pt notch, centred 23 pt from the top.
/// - Phones with a home button and iPads: a 20 or 24 pt bar, items centred in it, the time in 12 pt
///   semibold (at the leading edge on iPads, in the middle on phones).
nonisolated public struct StatusBar: View {
    public let device: Device

    public init(device: Device) {
        self.device = device
    }

    private enum Style { case island, notch, classicPhone, pad }

    private var style: Style {
        if device.idiom == .pad { return .pad }
        if device.safeAreaInsets.top >= 59 { return .island }
        if device.safeAreaInsets.top > 20 { return .notch }
        return .classicPhone
    }

    public var body: some View {
        switch style {
        case .island, .notch:
            let housing: CGFloat = style == .island ? 126 : 162
            let centre: CGFloat = style == .island ? 29.5 : 23
            HStack(spacing: 0) {
                Text("9:41").font(.system(size: 17, weight: .semibold)).frame(maxWidth: .infinity)
                Color.clear.frame(width: housing, height: 1)
                StatusIcons(spacing: 7, scale: 1).frame(maxWidth: .infinity)
            }
            .frame(height: 22)
            .position(x: device.screenSize.width / 2, y: centre)
            .frame(width: device.screenSize.width, height: device.statusBarHeight)
        case .classicPhone:
            ZStack {
                HStack(spacing: 0) {
                    CellularBars().frame(width: 17 * 0.8, height: 11 * 0.8)
                    Spacer()
                    BatterySymbol().frame(width: 25 * 0.8, height: 12 * 0.8)
                }
                .padding(.horizontal, 6)
                Text("9:41").font(.system(size: 12, weight: .semibold))
            }
            .frame(width: device.screenSize.width, height: device.statusBarHeight)
        case .pad:
            HStack(spacing: 0) {
                Text("9:41").font(.system(size: 12, weight: .semibold))
                Spacer()
                StatusIcons(spacing: 5, scale: 0.8)
            }
            .padding(.horizontal, 20)
            .frame(width: device.screenSize.width, height: device.statusBarHeight)
        }
    }
}

/// Signal, Wi-Fi and battery, side by side.
nonisolated struct StatusIcons: View {
    let spacing: CGFloat
    let scale: CGFloat

    var body: some View {
        HStack(spacing: spacing * scale) {
            CellularBars().frame(width: 17 * scale, height: 11 * scale)
            WiFiSymbol().frame(width: 15.5 * scale, height: 11 * scale)
            BatterySymbol().frame(width: 27 * scale, height: 13 * scale)
        }
    }
}

/// Four bars of rising height, all full.
nonisolated struct CellularBars: View {
    var body: some View {
        CellularBarsShape().fill(.foreground)
    }
}

nonisolated struct CellularBarsShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let gap = rect.width * 0.1
        let width = (rect.width - 3 * gap) / 4
        for index in 0..<4 {
            let height = rect.height * (0.36 + 0.213 * CGFloat(index))
            let bar = CGRect(x: rect.minX + CGFloat(index) * (width + gap), y: rect.maxY - height, width: width, height: height)
            path.addRoundedRect(in: bar, cornerSize: CGSize(width: width / 3, height: width / 3))
        }
        return path
    }
}

/// Three arcs fanning up from a point: the Wi-Fi symbol at full strength.
nonisolated struct WiFiSymbol: View {
    var body: some View {
        WiFiShape().fill(.foreground)
    }
}

nonisolated struct WiFiShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let centre = CGPoint(x: rect.midX, y: rect.maxY)
        let outer = rect.height
        let band = outer / 3
        let thickness = band * 0.72
        // A fan of 90°, drawn as three rings cut to the same angles, the innermost a wedge.
        let start = Angle(degrees: 225), end = Angle(degrees: 315)
        for ring in 0..<3 {
            let radius = outer - CGFloat(ring) * band
            let inner = ring == 2 ? 0 : radius - thickness
            path.addArc(center: centre, radius: radius, startAngle: start, endAngle: end, clockwise: false)
            if inner > 0 {
                path.addArc(center: centre, radius: inner, startAngle: end, endAngle: start, clockwise: true)
            } else {
                path.addLine(to: centre)
            }
            path.closeSubpath()
        }
        return path
    }
}

/// A full battery: a rounded outline, a filled body inside, and the terminal cap.
nonisolated struct BatterySymbol: View {
    var body: some View {
        GeometryReader { proxy in
            let capWidth = proxy.size.width * 0.05
            let body = CGSize(width: proxy.size.width - capWidth - 1, height: proxy.size.height)
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: body.height * 0.3)
                    .strokeBorder(.foreground, lineWidth: 1)
                    .opacity(0.35)
                    .frame(width: body.width, height: body.height)
                RoundedRectangle(cornerRadius: body.height * 0.2)
                    .fill(.foreground)
                    .frame(width: body.width - 4, height: body.height - 4)
                    .padding(.leading, 2)
                Capsule()
                    .fill(.foreground)
                    .opacity(0.4)
                    .frame(width: capWidth, height: body.height * 0.33)
                    .padding(.leading, body.width + 1)
            }
        }
    }
}
