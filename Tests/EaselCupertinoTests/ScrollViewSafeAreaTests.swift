import Easel
import Foundation
import Testing

/// A vertical scroll view goes on under the home indicator, its content passing beneath, as on
/// iOS (two public apps' detail screens stopped 34 pt above the screen's edge).
@Suite struct ScrollViewSafeAreaTests {
    @Test func aScrollViewReachesTheBottomOfTheScreen() {
        let view = NavigationStack {
            ScrollView {
                VStack(spacing: 20) {
                    ForEach(0..<12, id: \.self) { index in
                        Color.teal.frame(height: 90).id(index)
                    }
                }
            }
            .id("scroll")
            .navigationTitle("Pushups")
        }
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        let scroll = layout.frame(id: "scroll")!
        // Below the large title, down to the screen's bottom edge (852), not the safe area's (818).
        #expect(scroll.maxY == 852)
        // The seventh card, from 110 × 6 below the top of the content, shows under the indicator.
        let card = layout.frame(id: 6)!
        #expect(card.minY == scroll.minY + 660)
        #expect(card.maxY > 818)
        // Horizontal scroll views and a scroll view that doesn't reach the bottom stay as they are.
        let short = ViewLayout(of: VStack { ScrollView { Color.red.frame(height: 2000) }.frame(height: 300).id("short"); Spacer() }, on: .iPhone15Pro)
        #expect(short.frame(id: "short")!.height == 300)
        let row = ViewLayout(of: VStack { Spacer(); ScrollView(.horizontal) { Color.red.frame(width: 2000, height: 50) }.id("row") }, on: .iPhone15Pro)
        #expect(row.frame(id: "row")!.maxY == 818)
    }
}
