import Easel
import Foundation

extension Gallery {
    /// A long practice history in a lazy stack: weeks as sections whose headers stay pinned at the
    /// top of the scroll view. Only the rows on the first screen are built and drawn, though the
    /// list holds 520 results.
    static let practiceHistory = GalleryScene(
        name: "practice-history",
        title: "A practice history",
        summary: "A ScrollView holding a LazyVStack of 52 weeks of results, each week a Section whose header is pinned to the top; only the rows that show are built, and the stack's height is estimated from them.",
        canvasSize: CGSize(width: 390, height: 640)
    ) {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(PracticeWeek.year) { week in
                    Section {
                        ForEach(week.results) { result in
                            PracticeRow(result: result)
                            Divider().padding(.leading, 56)
                        }
                    } header: {
                        WeekHeader(week: week)
                    }
                }
            }
        }
        .background(Color.white)
    }

    /// A week of practice: ten results, made up deterministically from the week's number.
    struct PracticeWeek: Identifiable {
        let id: Int
        var title: String { id == 0 ? "This week" : id == 1 ? "Last week" : "\(id) weeks ago" }
        var results: [PracticeResult] {
            (0..<10).map { PracticeResult(id: id * 10 + $0) }
        }

        static let year = (0..<52).map { PracticeWeek(id: $0) }
    }

    struct PracticeResult: Identifiable {
        let id: Int
        private static let lessons = ["Greetings", "Numbers", "Kana: あ–こ", "Kana: さ–と", "At the station", "Ordering food", "Days of the week", "Colours"]
        var lesson: String { Self.lessons[(id * 5 + 3) % Self.lessons.count] }
        var score: Int { 55 + (id * 37) % 46 }
        var minutes: Int { 4 + (id * 7) % 15 }
        var passed: Bool { score >= 70 }
    }

    private struct WeekHeader: View {
        let week: PracticeWeek
        var body: some View {
            HStack {
                Text(week.title).font(.headline)
                Spacer()
                Text("\(week.results.filter(\.passed).count) of \(week.results.count) passed")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            .padding(.horizontal)
            .padding(.vertical, 10)
            .background(Color(white: 0.95))
        }
    }

    private struct PracticeRow: View {
        let result: PracticeResult
        var body: some View {
            HStack(spacing: 12) {
                Image(systemName: result.passed ? "checkmark.circle.fill" : "xmark.circle.fill")
                    .font(.title2)
                    .foregroundColor(result.passed ? .green : .orange)
                    .frame(width: 28)
                VStack(alignment: .leading, spacing: 2) {
                    Text(result.lesson).font(.body)
                    Text("\(result.minutes) min").font(.caption).foregroundColor(.secondary)
                }
                Spacer()
                Text("\(result.score)%")
                    .font(.body.monospacedDigit())
                    .bold()
                    .foregroundColor(result.passed ? .primary : .secondary)
            }
            .padding(.horizontal)
            .padding(.vertical, 10)
        }
    }
}
