import Testing
import Foundation
@testable import Easel

/// Bar buttons' titles stay on one line, however long (a key shown raw, a German label).
@Suite struct ToolbarButtonTitleTests {
    @Test func longBarButtonTitlesDoNotWrap() throws {
        let layout = ViewLayout(of: NavigationStack {
            Form { Text("Row") }
                .navigationTitle("New")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("LifeGoals.Operations.Add.Confirm") {} }
                    ToolbarItem(placement: .cancellationAction) { Button("LifeGoals.Operations.Cancel.Everything") {} }
                }
        }, on: .iPhone15Pro)
        let buttons = layout.nodes(named: "Text").filter { $0.detail?.hasPrefix("\"LifeGoals") == true }
        #expect(buttons.count == 2)
        // One 17-pt line each (22 pt tall), inside the bar (59 + 44).
        for button in buttons {
            #expect(button.frame.height < 23, "\(button.frame)")
            #expect(button.frame.minY >= 59 && button.frame.maxY <= 103, "\(button.frame)")
        }
    }
}
