import EaselCore
import Foundation

/// What a device screenshot shows over an app: the status bar and the home indicator, each where
/// the device has one. Laid out in a canvas the size of the screen.
public struct SystemBars: View {
    public let device: Device

    public init(device: Device) {
        self.device = device
    }

    public var body: some View {
        ZStack(alignment: .top) {
            if device.showsHomeIndicator {
                HomeIndicator(device: device)
            }
            if device.showsStatusBar && device.statusBarHeight > 0 {
                StatusBar(device: device)
            }
        }
        .frame(width: device.screenSize.width, height: device.screenSize.height, alignment: .top)
    }
}
