import Testing
import Foundation
@testable import Easel

/// Popovers are drawn as sheets, which is what iOS does on iPhone; where iOS draws a bubble, the
/// layout says so.
@Suite struct PopoverTests {
    struct Screen: View {
        var adaptation: PresentationAdaptation?
        var body: some View {
            Text("Anchor").popover(isPresented: .constant(true)) {
                if let adaptation {
                    Text("Tip").presentationCompactAdaptation(adaptation)
                } else {
                    Text("Tip")
                }
            }
        }
    }

    @Test func whereIOSDrawsABubbleTheSheetIsSaid() throws {
        let phone = ViewLayout(of: Screen(), on: .iPhone15Pro)
        #expect(phone.diagnostics.isEmpty, "\(phone.diagnostics)")
        #expect(phone.nodes(named: "Text").contains { $0.detail == "\"Tip\"" })
        let asked = ViewLayout(of: Screen(adaptation: .popover), on: .iPhone15Pro)
        #expect(asked.diagnostics == ["presentationCompactAdaptation(.popover): iOS shows this popover as a bubble on iPhone too; Easel draws it as a sheet."])
        let sheet = ViewLayout(of: Screen(adaptation: .sheet), on: .iPhone15Pro)
        #expect(sheet.diagnostics.isEmpty)
        let pad = ViewLayout(of: Screen(), on: try #require(Device.named("iPad Pro 11-inch")))
        #expect(pad.diagnostics == ["popover: in a regular width (an iPad) iOS shows a popover as a bubble pointing at its anchor; Easel draws it as a sheet."])
    }
}
