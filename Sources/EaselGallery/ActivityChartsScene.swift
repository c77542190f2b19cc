import Easel
import Foundation

extension Gallery {
    /// Swift Charts in a screen: a week's minutes of activity as stacked bars with a goal, and a
    /// day's heart rate as a line over a gradient area. The scales, axes and legend come from the
    /// data; nothing is positioned by hand.
    static let activityCharts = GalleryScene(
        name: "activity-charts",
        title: "Activity charts",
        summary: "Two Swift Charts: bars that stack by activity, coloured by a style scale and listed in the legend, with a rule marking the goal; and a line over a gradient area whose y scale starts at the data, not at zero.",
        canvasSize: CGSize(width: 390, height: 640)
    ) {
        VStack(alignment: .leading, spacing: 24) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Activity").font(.title2.bold())
                Text("Minutes this week").font(.subheadline).foregroundStyle(.secondary)
                Chart {
                    ForEach(ActivityMinutes.week) { entry in
                        BarMark(x: .value("Day", entry.day), y: .value("Minutes", entry.minutes))
                            .foregroundStyle(by: .value("Activity", entry.activity))
                            .cornerRadius(3)
                    }
                    RuleMark(y: .value("Goal", 60))
                        .foregroundStyle(.gray)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                        .annotation(position: .top, alignment: .leading) {
                            Text("Goal").font(.caption2).foregroundStyle(.secondary)
                        }
                }
                .chartForegroundStyleScale(["Walk": Color.green, "Run": Color.orange, "Cycle": Color.blue])
                .frame(height: 220)
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("Heart rate").font(.title2.bold())
                Chart(HeartRateSample.day) { sample in
                    AreaMark(x: .value("Hour", sample.hour), yStart: .value("Low", 50), yEnd: .value("BPM", sample.beats))
                        .foregroundStyle(.linearGradient(colors: [.red.opacity(0.35), .red.opacity(0.02)], startPoint: .top, endPoint: .bottom))
                        .interpolationMethod(.monotone)
                    LineMark(x: .value("Hour", sample.hour), y: .value("BPM", sample.beats))
                        .foregroundStyle(.red)
                        .interpolationMethod(.monotone)
                }
                .chartYScale(domain: .automatic(includesZero: false))
                .chartXAxis {
                    AxisMarks(values: .stride(by: 6)) { value in
                        AxisGridLine()
                        AxisValueLabel("\(value.as(Int.self) ?? 0):00")
                    }
                }
                .frame(height: 180)
            }
        }
        .padding()
    }

    /// Minutes of one activity on one day, made up deterministically.
    struct ActivityMinutes: Identifiable {
        let id: Int
        let day: String
        let activity: String
        let minutes: Int

        static let week: [ActivityMinutes] = {
            let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
            let activities = ["Walk", "Run", "Cycle"]
            return days.indices.flatMap { day in
                activities.indices.map { activity in
                    ActivityMinutes(id: day * 3 + activity, day: days[day], activity: activities[activity],
                                    minutes: activity == 0 ? 20 + (day * 7) % 25 : (day + activity) % 3 == 0 ? 0 : 10 + (day * 13 + activity * 5) % 30)
                }
            }
        }()
    }

    /// A heart rate reading at an hour of the day.
    struct HeartRateSample: Identifiable {
        let hour: Int
        let beats: Int
        var id: Int { hour }

        static let day: [HeartRateSample] = (0...24).map { hour in
            HeartRateSample(hour: hour, beats: 58 + [0, 2, 1, 0, 3, 5, 12, 28, 22, 15, 10, 14, 20, 16, 12, 11, 18, 34, 26, 14, 9, 6, 4, 2, 1][hour])
        }
    }
}
