import Testing
import Foundation
@testable import EaselCore

/// LazyVGrid and LazyHGrid: columns (rows) from GridItems, cells aligned in them, built lazily.
/// Canvas 390×844; track widths as `GridItemTests` derives them from the published measurements.
@Suite struct LazyGridTests {
    @Test func fixedColumns() {
        // 60 + 8 + 100 = 168 wide: the scroll view hugs it and is centred at (390 - 168) / 2 = 111.
        // Each colour takes its column's width; rows are 40 + 10 apart.
        let l = lay(ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.fixed(100))], spacing: 10) {
                ForEach(0..<5, id: \.self) { Color.red.frame(height: 40).id($0) }
            }
            .id("grid")
        })
        expectFrame(l, "grid", rect(111, 0, 168, 40 * 3 + 20))
        expectRect(l.frame(id: 0), rect(111, 0, 60, 40))
        expectRect(l.frame(id: 1), rect(179, 0, 100, 40))
        expectRect(l.frame(id: 4), rect(111, 100, 60, 40))
    }

    @Test func flexibleColumnsShareTheWidth() {
        // Three flexible columns in 390: (390 - 2 × 8) / 3 = 124.667 each; rows 8 apart by default.
        let w = (390.0 - 16) / 3
        let l = lay(ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                ForEach(0..<6, id: \.self) { Color.red.frame(height: 30).id($0) }
            }
        })
        expectRect(l.frame(id: 0), rect(0, 0, w, 30))
        expectRect(l.frame(id: 1), rect(w + 8, 0, w, 30))
        expectRect(l.frame(id: 2), rect(2 * w + 16, 0, w, 30))
        expectRect(l.frame(id: 5), rect(2 * w + 16, 38, w, 30))
    }

    @Test func adaptiveColumnsFitAsManyAsTheirMinimumAllows() {
        // minimum 80 in 390: four columns (4 × 80 + 3 × 8 = 344 ≤ 390 < 432), each (390 - 24) / 4 = 91.5.
        let l = lay(ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<9, id: \.self) { Color.red.frame(height: 20).id($0) }
            }
        })
        expectRect(l.frame(id: 3), rect(3 * 99.5, 0, 91.5, 20))
        expectRect(l.frame(id: 4), rect(0, 28, 91.5, 20))
        expectRect(l.frame(id: 8), rect(0, 56, 91.5, 20))
    }

    @Test func cellsAlignInTheirCellsAndRowsTakeTheTallest() {
        // Columns 124.667 wide; a 50×20 cell is centred across (37.333 in) and down in its 60-tall row.
        let w = (390.0 - 16) / 3
        let l = lay(ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                Color.red.frame(width: 50, height: 20).id("small")
                Color.blue.frame(height: 60).id("tall")
                Color.green.frame(width: 50, height: 20).id("pinned")
            }
        })
        expectFrame(l, "small", rect((w - 50) / 2, 20, 50, 20))
        expectFrame(l, "tall", rect(w + 8, 0, w, 60))
        let leading = lay(ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible(), alignment: .bottomTrailing)], alignment: .leading) {
                Color.red.frame(width: 50, height: 20).id("a")
                Color.blue.frame(width: 50, height: 20).id("b")
                Color.green.frame(height: 60).id("c")
            }
        })
        // Two columns of (390 - 8) / 2 = 191: "a" leading in its column, "b" at its column's
        // bottom-trailing corner; the row is 20 tall (c is on the next row).
        expectFrame(leading, "a", rect(0, 0, 50, 20))
        expectFrame(leading, "b", rect(199 + 191 - 50, 0, 50, 20))
        expectFrame(leading, "c", rect(0, 28, 191, 60))
    }

    @Test func onlyTheRowsThatShowAreBuilt() {
        // 100-point rows 8 apart: 844 / 108 = 7.8 → rows 0 … 7, three items each.
        let counter = BuildCounter()
        struct Cell: View {
            let index: Int
            let counter: BuildCounter
            var body: some View {
                counter.count += 1
                return Color.gray.frame(height: 100).id(index)
            }
        }
        let l = lay(ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                ForEach(0..<1_000_000, id: \.self) { Cell(index: $0, counter: counter) }
            }
        })
        #expect(counter.count == 24)
        #expect(l.frame(id: 23) != nil && l.frame(id: 24) == nil)
        expectRect(l.frame(id: 21), rect(0, 756, (390.0 - 16) / 3, 100))
    }

    @Test func sectionHeadersSpanTheGrid() {
        let l = ViewLayout(of: ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100))], spacing: 0, pinnedViews: .sectionHeaders) {
                Section(header: Color.blue.frame(height: 30).id("header")) {
                    ForEach(0..<40, id: \.self) { Color.red.frame(height: 50).id($0) }
                }
            }
        }, in: phone, contentOffset: CGPoint(x: 0, y: 100))
        // 30 + 20 rows × 50 = 1030 tall, so it scrolls 100. The grid is 208 wide, centred at 91; the
        // header spans it and stays pinned at the top.
        expectFrame(l, "header", rect(91, 0, 208, 30))
        // Row 1 (items 2, 3) starts at 30 + 50 = 80, so at -20.
        expectRect(l.frame(id: 3), rect(199, -20, 100, 50))
    }

    @Test func lazyHGridFillsColumnsTopToBottom() {
        // Rows of 50 and 50 with the default 8 between: 108 tall, centred at y 368. Items go down
        // each column: 0 and 1 in column 0, 2 and 3 in column 1, columns 40 wide and 8 apart.
        let l = lay(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))]) {
                ForEach(0..<10, id: \.self) { Color.red.frame(width: 40).id($0) }
            }
        })
        expectRect(l.frame(id: 0), rect(0, 368, 40, 50))
        expectRect(l.frame(id: 1), rect(0, 426, 40, 50))
        expectRect(l.frame(id: 3), rect(48, 426, 40, 50))
    }

    @Test func noColumnsShowNothing() {
        let l = lay(ScrollView { LazyVGrid(columns: []) { Color.red.id("x") } })
        #expect(l.frame(id: "x") == nil)
        #expect(hasDiagnostic(l, "LazyVGrid has no columns"))
    }

    @Test func aModifierOnAForEachModifiesEachItem() throws {
        // A modifier on a list of views applies to each (SwiftUI's view lists): the padded items
        // still fill both columns, two rows of two.
        let layout = lay(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(1...4, id: \.self) { index in
                Color.red.frame(height: 20).id("item \(index)")
            }
            .padding(10)
        }.frame(width: 200))
        let frames = try (1...4).map { try #require(layout.frame(id: "item \($0)")) }
        // Columns of 96 (200 less the 8-pt spacing, halved); each item 10 in from its cell.
        #expect(frames.map(\.minX) == [frames[0].minX, frames[0].minX + 104, frames[0].minX, frames[0].minX + 104])
        #expect(frames[0].minY == frames[1].minY && frames[2].minY == frames[3].minY)
        #expect(abs(frames[2].minY - frames[0].minY - 48) < 1e-9)
        #expect(frames.allSatisfy { $0.width == 76 && $0.height == 20 })
    }
}

