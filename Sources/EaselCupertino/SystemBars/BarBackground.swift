@_spi(SystemViews) import EaselCore
import Foundation

/// A system bar's background as an appearance describes it (`SystemAppearance.BarBackground`,
/// UIKit's `UIBarAppearance`): the blur, the colour over it, the image over both, and the
/// hairline along the edge the content is on (above a tab bar, below a navigation bar). The
/// bars' own look, the chrome material and iOS's separator, is drawn as the bars always drew it.
nonisolated struct BarBackground: View {
    let background: SystemAppearance.BarBackground
    /// The edge of the bar the content is beyond.
    let contentEdge: VerticalEdge
    /// Whether iOS's own hairline is drawn: a tab bar draws it; Easel's navigation bar draws none
    /// (a picture's bar at rest has no background to end) [I].
    let drawsStandardHairline: Bool
    @Environment(\.pixelLength) private var pixelLength

    var body: some View {
        VStack(spacing: 0) {
            if contentEdge == .top { hairline }
            ZStack {
                if let effect = background.effect {
                    if effect == .bar {
                        Rectangle().fill(SystemColor.bar)
                    } else {
                        Rectangle().fill(effect)
                    }
                }
                if let color = background.color {
                    Rectangle().fill(color)
                }
                if let image = background.image {
                    image.resizable()
                }
            }
            .environment(\.colorScheme, background.effectColorScheme ?? colorScheme)
            if contentEdge == .bottom { hairline }
        }
    }

    @Environment(\.colorScheme) private var colorScheme

    @ViewBuilder private var hairline: some View {
        switch background.shadow {
        case .standard:
            if drawsStandardHairline { Divider() }
        case .none:
            EmptyView()
        case .color(let color):
            Rectangle().fill(color).frame(height: pixelLength)
        case .image(let image, let height):
            image.resizable().frame(height: height)
        }
    }
}
