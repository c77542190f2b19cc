// A chart as Swift 6 era projects write one: marks made in `Chart`'s closure over the data, an
// annotation's view made in the mark's, axis marks made in a closure of their own, with only
// `import SwiftUI` and `import Charts` changed. With the `MainActorViews` trait those closures run
// on the main actor, where the views they make are isolated.
import Easel

struct Reading: Identifiable {
    let id: Int
    let day: String
    let steps: Int
}

struct StepsChart: View {
    let readings = [Reading(id: 0, day: "Mon", steps: 4_000), Reading(id: 1, day: "Tue", steps: 6_500)]

    var body: some View {
        Chart(readings) { reading in
            BarMark(x: .value("Day", reading.day), y: .value("Steps", reading.steps))
                .annotation(position: .top) { Text("\(reading.steps)") }
        }
        .chartYAxis {
            AxisMarks(values: [0, 5_000]) { value in
                AxisGridLine()
                AxisValueLabel("\(value.as(Int.self) ?? 0) steps")
            }
        }
        .frame(width: 300, height: 200)
    }
}
