import Testing
import Foundation
@testable import EaselCore

/// The eager Grid (Apple, `Grid`; spec §22). Canvas 390×844; roots are centred (§1.4). Gaps are
/// the views' preferred distance, 8 between plain views (§2), unless given.
private enum GridMark: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
}

@Suite struct GridTests {
    private func box(_ id: String, _ width: CGFloat, _ height: CGFloat) -> some View {
        Color.red.frame(width: width, height: height).id(id)
    }

    @Test func twoByTwoFixedColours() {
        // Columns 50 + 8 + 50 = 108, rows 30 + 8 + 30 = 68; at ((390 − 108) / 2, (844 − 68) / 2).
        let l = lay(Grid {
            GridRow { box("a", 50, 30); box("b", 50, 30) }
            GridRow { box("c", 50, 30); box("d", 50, 30) }
        }.id("grid"))
        expectFrame(l, "grid", rect(141, 388, 108, 68))
        expectFrame(l, "a", rect(141, 388, 50, 30))
        expectFrame(l, "b", rect(199, 388, 50, 30))
        expectFrame(l, "c", rect(141, 426, 50, 30))
        expectFrame(l, "d", rect(199, 426, 50, 30))
    }

    @Test func unevenCellsAreCentredInTheirColumnAndRow() {
        // Column widths max(80, 40) = 80 and max(30, 60) = 60; row heights 40 and 20.
        // Grid 148 × 68 at (121, 388); column 1 starts at 121 + 88 = 209, row 1 at 388 + 48 = 436.
        let l = lay(Grid {
            GridRow { box("a", 80, 20); box("b", 30, 40) }
            GridRow { box("c", 40, 20); box("d", 60, 20) }
        }.id("grid"))
        expectFrame(l, "grid", rect(121, 388, 148, 68))
        expectFrame(l, "a", rect(121, 398, 80, 20))
        expectFrame(l, "b", rect(224, 388, 30, 40))
        expectFrame(l, "c", rect(141, 436, 40, 20))
        expectFrame(l, "d", rect(209, 436, 60, 20))
    }

    @Test func spanningCellIsCentredAcrossItsColumns() {
        // gridCellColumns(2): the 70-wide cell covers 50 + 8 + 50 = 108 and doesn't size the columns.
        // Grid 108 × 48 at (141, 398); the cell at 141 + (108 − 70) / 2 = 160, row 1 at 398 + 28.
        let l = lay(Grid {
            GridRow { box("a", 50, 20); box("b", 50, 20) }
            GridRow { box("c", 70, 20).gridCellColumns(2) }
        }.id("grid"))
        expectFrame(l, "grid", rect(141, 398, 108, 48))
        expectFrame(l, "c", rect(160, 426, 70, 20))
    }

    @Test func wideSpanningCellWidensItsColumnsEvenly() {
        // A 140-wide cell over 108: the 32 extra go 16 to each column → 66 + 8 + 66 = 140, at x = 125.
        // a is centred in column 0: 125 + 8; b in column 1 (from 125 + 74 = 199): 199 + 8.
        let l = lay(Grid {
            GridRow { box("a", 50, 20); box("b", 50, 20) }
            GridRow { box("c", 140, 20).gridCellColumns(2) }
        }.id("grid"))
        expectFrame(l, "grid", rect(125, 398, 140, 48))
        expectFrame(l, "a", rect(133, 398, 50, 20))
        expectFrame(l, "b", rect(207, 398, 50, 20))
        expectFrame(l, "c", rect(125, 426, 140, 20))
    }

    @Test func columnAlignmentFromAnyCellOfTheColumn() {
        // Column 0 is leading (set by a), column 1 keeps the grid's centre. Grid 148 × 48 at (121, 398).
        let l = lay(Grid {
            GridRow { box("a", 80, 20).gridColumnAlignment(.leading); box("b", 30, 20) }
            GridRow { box("c", 40, 20); box("d", 60, 20) }
        })
        expectFrame(l, "a", rect(121, 398, 80, 20))
        expectFrame(l, "c", rect(121, 426, 40, 20))
        expectFrame(l, "b", rect(224, 398, 30, 20))
        expectFrame(l, "d", rect(209, 426, 60, 20))
    }

    @Test func gridRowAndCellAnchorAlignment() {
        // Grid(alignment: .trailing): cells at the trailing edge of their column. Row 0 is .top; in
        // row 1, c is anchored at its rectangle's bottom-leading corner. Columns 80, 60; rows 40, 40.
        // Grid 148 × 88 at (121, 378); column 1 from 209, row 1 from 426.
        let l = lay(Grid(alignment: .trailing) {
            GridRow(alignment: .top) { box("a", 80, 40); box("b", 30, 20) }
            GridRow { box("c", 40, 20).gridCellAnchor(.bottomLeading); box("d", 60, 40) }
        })
        expectFrame(l, "a", rect(121, 378, 80, 40))
        expectFrame(l, "b", rect(239, 378, 30, 20))
        expectFrame(l, "c", rect(121, 446, 40, 20))
        expectFrame(l, "d", rect(209, 426, 60, 40))
    }

    @Test func dividerWithUnsizedHorizontalAxisTakesTheGridWidth() {
        // Apple, gridCellUnsizedAxes: the divider doesn't widen the grid. A divider directly in a
        // grid is horizontal, 1 px (1/3 pt) thick. Height 20 + 8 + 1/3 + 8 + 20; grid at y = (844 − h) / 2.
        let height: CGFloat = 56 + 1.0 / 3
        let top = (844 - height) / 2
        let l = lay(Grid {
            GridRow { box("a", 50, 20); box("b", 50, 20) }
            Divider().gridCellUnsizedAxes(.horizontal).id("divider")
            GridRow { box("c", 50, 20); box("d", 50, 20) }
        }.id("grid"))
        expectFrame(l, "grid", rect(141, top, 108, height))
        expectFrame(l, "divider", rect(141, top + 28, 108, 1.0 / 3))
        expectFrame(l, "d", rect(199, top + 36 + 1.0 / 3, 50, 20))
    }

    @Test func flexibleDividerWidensEveryColumn() {
        // Without the modifier the divider takes all 390 offered: the 282 extra go 141 to each column
        // (191 + 8 + 191), "expanding all the other cells to match" (Apple). a is centred in 191.
        let l = lay(Grid {
            GridRow { box("a", 50, 20); box("b", 50, 20) }
            Divider().id("divider")
        }.id("grid"))
        let top = (844 - (28 + 1.0 / 3)) / 2
        expectFrame(l, "grid", rect(0, top, 390, 28 + 1.0 / 3))
        expectFrame(l, "divider", rect(0, top + 28, 390, 1.0 / 3))
        expectFrame(l, "a", rect(70.5, top, 50, 20))
        expectFrame(l, "b", rect(269.5, top, 50, 20))
    }

    @Test func loneViewBetweenRowsIsARowAcrossAllColumns() {
        // Apple: a view outside any GridRow spans every column. Height 20 + 8 + 10 + 8 + 20 = 66 at
        // y = 389; the 30-wide view is centred in 108: 141 + 39 = 180.
        let l = lay(Grid {
            GridRow { box("a", 50, 20); box("b", 50, 20) }
            box("lone", 30, 10)
            GridRow { box("c", 50, 20); box("d", 50, 20) }
        }.id("grid"))
        expectFrame(l, "grid", rect(141, 389, 108, 66))
        expectFrame(l, "lone", rect(180, 417, 30, 10))
        expectFrame(l, "c", rect(141, 435, 50, 20))
    }

    @Test func explicitSpacings() {
        // 50 + 2 + 50 = 102 by 30 + 20 + 30 = 80, at (144, 382).
        let l = lay(Grid(horizontalSpacing: 2, verticalSpacing: 20) {
            GridRow { box("a", 50, 30); box("b", 50, 30) }
            GridRow { box("c", 50, 30); box("d", 50, 30) }
        })
        expectFrame(l, "a", rect(144, 382, 50, 30))
        expectFrame(l, "b", rect(196, 382, 50, 30))
        expectFrame(l, "c", rect(144, 432, 50, 30))
        expectFrame(l, "d", rect(196, 432, 50, 30))
    }

    @Test func flexibleCellsShareLikeAnHStack() {
        // 200 × 100 offered. The fixed column (flexibility 0) goes first: offered (200 − 8) / 2 = 96,
        // takes 50; the Color takes the remaining 142. The row takes the 100 offered.
        let l = lay(Grid {
            GridRow { Color.red.id("a"); Color.blue.frame(width: 50).id("b") }
        }.frame(width: 200, height: 100))
        expectFrame(l, "a", rect(95, 372, 142, 100))
        expectFrame(l, "b", rect(245, 372, 50, 100))
    }

    @Test func customGuidePassesUpFromACell() {
        // §3.7: a container's explicit guide is its subviews' value where it places them. c sets the
        // mark 10 below its top; c's row starts at 38, so the grid's mark is 48. The HStack lines it
        // up with left's (its top): 20 + 8 + 108 = 136 × (48 + 20) at (127, 388); left at 388 + 48.
        let l = lay(HStack(alignment: VerticalAlignment(GridMark.self)) {
            box("left", 20, 20)
            Grid {
                GridRow { box("a", 50, 30); box("b", 50, 30) }
                GridRow { box("c", 50, 30).alignmentGuide(VerticalAlignment(GridMark.self)) { _ in 10 }; box("d", 50, 30) }
            }.id("grid")
        })
        expectFrame(l, "left", rect(127, 436, 20, 20))
        expectFrame(l, "grid", rect(155, 388, 108, 68))
        expectFrame(l, "c", rect(155, 426, 50, 30))
    }

    @Test func badInputFallsBack() {
        // An empty grid is empty; zero columns is reported and counts as 1; NaN spacing is reported
        // and the default used.
        let empty = lay(Grid {}.id("grid"))
        expectFrame(empty, "grid", rect(195, 422, 0, 0))
        let zero = lay(Grid(horizontalSpacing: .nan) {
            GridRow { box("a", 50, 20).gridCellColumns(0); box("b", 50, 20) }
        }.id("grid"))
        expectFrame(zero, "grid", rect(141, 412, 108, 20))
        #expect(hasDiagnostic(zero, "gridCellColumns(0)"))
        #expect(hasDiagnostic(zero, "Invalid Grid spacing"))
    }
}
