import Testing
import Foundation
@testable import Easel

/// Reading a UIKit colour's components (`cgColor`, `getRed`, `getHue`, `getWhite`) and the scene's
/// appearance, as apps' theme code does.
@Suite struct UIColorComponentsTests {
    @Test func getRedGivesTheLightAppearancesComponents() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor.systemRed.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        // systemRed in the light appearance: (255, 59, 48).
        #expect(red == 1 && abs(green - 59 / 255) < 1e-6 && abs(blue - 48 / 255) < 1e-6 && alpha == 1)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        UIColor(red: 0, green: 0.5, blue: 1, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        // (0, 0.5, 1): hue 210° = 0.5833, fully saturated, full brightness.
        #expect(abs(hue - 0.58333) < 1e-4 && saturation == 1 && brightness == 1)
        var white: CGFloat = 0
        UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha)
        #expect(abs(white - 0.25) < 1e-6 && alpha == 0.5)
    }

    @Test func aUIColorsCGColorHasFourComponents() {
        let components = UIColor(Color.red).cgColor.components
        #expect(components?.count == 4 && components?.first == 1)
        #expect(Color(UIColor(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1))).resolve(in: EnvironmentValues()).description == "#0000FFFF")
    }

    @Test @MainActor func theSceneIsInTheLightAppearance() {
        let style = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive }?
            .traitCollection.userInterfaceStyle
        #expect(style == UIUserInterfaceStyle.light)
        #expect(UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first?.traitCollection.userInterfaceStyle == .light)
    }
}
