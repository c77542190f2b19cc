import Testing
import Foundation
@testable import Easel
@_spi(SystemViews) import EaselCore

/// A navigation screen, a sheet or a window whose content is several views shows them stacked
/// vertically under one set of bars, as a hosting controller stacks them (`_HostedContent`).
/// iPhone 15 Pro: 393 × 852, safe area 59 top and 34 bottom; the inline bar is 44 pt.
@Suite struct HostedContentTests {
    private struct Detail: View {
        var body: some View {
            Rectangle().fill(.orange).frame(height: 150).id("picture")
            Text("Sweet, fluffy, and served piping hot.").id("caption")
            Spacer()
                .navigationTitle("Toast")
                .navigationBarTitleDisplayMode(.inline)
        }
    }

    @Test func aScreenOfSeveralViewsHasOneBar() {
        let layout = ViewLayout(of: NavigationStack { Detail() }, on: .iPhone15Pro)
        #expect(layout.nodes(named: "Text").filter { $0.description.contains("Toast") }.count == 1)
        // Stacked from the bar's bottom, the spacer taking the rest: as the same views in a VStack.
        expectFrame(layout, "picture", rect(0, 59 + 44, 393, 150))
        let stacked = ViewLayout(of: NavigationStack { VStack { Detail() } }, on: .iPhone15Pro)
        let caption = layout.frame(id: "caption")
        #expect(caption != nil && caption == stacked.frame(id: "caption"), "\(String(describing: caption))")
        #expect(caption.map { $0.minY >= 59 + 44 + 150 && abs($0.midX - 196.5) < 0.01 } == true)
    }

    @Test func aPushedScreenOfSeveralViewsHasOneBar() {
        let stack = NavigationStack(path: .constant(["toast"])) {
            Color.clear.navigationDestination(for: String.self) { _ in Detail() }
        }
        let layout = ViewLayout(of: stack, on: .iPhone15Pro)
        #expect(layout.nodes(named: "Text").filter { $0.description.contains("Toast") }.count == 1)
        expectFrame(layout, "picture", rect(0, 59 + 44, 393, 150))
    }

    @Test func aSheetOfSeveralViewsStacksThem() {
        let view = Color.blue.sheet(isPresented: .constant(true)) {
            Text("One").id("one")
            Text("Two").id("two")
        }
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        let one = layout.frame(id: "one") ?? .zero
        let two = layout.frame(id: "two") ?? .zero
        // One above the other, as in a VStack, the pair centred in the sheet's 759 pt.
        let stacked = ViewLayout(of: Color.blue.sheet(isPresented: .constant(true)) {
            VStack { Text("One").id("one"); Text("Two").id("two") }
        }, on: .iPhone15Pro)
        #expect(one == stacked.frame(id: "one") && two == stacked.frame(id: "two"), "\(one) \(two)")
        #expect(two.minY >= one.maxY && abs(one.midX - 196.5) < 0.01, "\(one) \(two)")
        #expect(abs((one.minY + two.maxY) / 2 - (59 + 759 / 2)) < 0.01, "\(one) \(two)")
    }

    @Test func aStyledTitleIsDrawnAsTheBarsTitle() {
        func title(_ screen: some View) -> CGRect? {
            let layout = ViewLayout(of: NavigationStack { screen }, on: .iPhone15Pro)
            return layout.nodes(named: "Text").first { $0.description.contains("Add a habit") }?.frame
        }
        let plain = title(Color.red.navigationTitle("Add a habit"))
        let styled = title(Color.red.navigationBarTitle(Text("Add a habit").font(.title3).foregroundColor(.red).italic()))
        #expect(plain != nil && plain == styled, "\(String(describing: plain)) \(String(describing: styled))")
        #expect(Text("Add").font(.title).foregroundColor(.red).bold().unstyled == Text("Add"))
    }

    @Test func tabItemsDrawFilledSymbols() {
        let tabs = TabView {
            Color.red.tabItem { Label("Home", systemImage: "house") }
            Color.blue.tabItem { Label("Mail", systemImage: "envelope") }
            Color.green.tabItem { Label("Plain", systemImage: "star") }.environment(\.symbolVariants, .none)
        }
        let layout = ViewLayout(of: tabs, on: .iPhone15Pro)
        let images = layout.nodes(named: "Image").map(\.description)
        #expect(images.contains { $0.contains("\"house.fill\"") }, "\(images)")
        #expect(images.contains { $0.contains("\"envelope.fill\"") }, "\(images)")
    }
}
