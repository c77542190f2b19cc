import EaselCore
import Foundation

/// The home indicator: a dark capsule centred near the bottom of the screen of devices without a
/// home button. Apple publishes no size; 134 × 5 pt, 8 pt above the bottom edge on phones in
/// portrait, wider in landscape and on iPads, was read off iOS 17 simulator screenshots [screenshot].
nonisolated public struct HomeIndicator: View {
    public let device: Device

    public init(device: Device) {
        self.device = device
    }

    private var width: CGFloat {
        if device.idiom == .pad { return 315 }
        return device.orientation == .landscape ? 220 : 134
    }

    public var body: some View {
        Capsule()
            .fill(Color.primary)
            .frame(width: width, height: 5)
            .padding(.bottom, 8)
            .frame(width: device.screenSize.width, height: device.screenSize.height, alignment: .bottom)
    }
}
