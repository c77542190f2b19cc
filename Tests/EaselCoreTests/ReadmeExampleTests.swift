import Foundation
import Testing
@testable import EaselCore

/// The README's example, checked so that the README stays true.
@Suite struct ReadmeExampleTests {
    struct Row: View {
        var body: some View {
            HStack(spacing: 0) {
                Rectangle().frame(maxWidth: 100).id("red")
                Rectangle().frame(minWidth: 100).id("green")
            }
            .frame(width: 150)
        }
    }

    @Test func theReadmeExampleLaysOutAsShown() {
        let layout = ViewLayout(of: Row(), in: CGSize(width: 390, height: 844))
        #expect(layout.frame(id: "red") == CGRect(x: 107.5, y: 0, width: 75, height: 844))
        #expect(layout.description == """
        Row › frame(width: 150)  (120, 0) 150×844
          HStack(spacing: 0)  (107.5, 0) 175×844
            frame(maxWidth: 100)  (107.5, 0) 75×844  id: "red"
              Rectangle  (107.5, 0) 75×844
            frame(minWidth: 100)  (182.5, 0) 100×844  id: "green"
              Rectangle  (182.5, 0) 100×844
        """)
    }
}
