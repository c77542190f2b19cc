// An app written as a SwiftUI tutorial writes it, with `import Easel` for `import SwiftUI`.
// Running it (`swift run QuizApp`) draws its window to QuizApp.png, as Easel runs apps on Linux.
import Easel

@main
struct QuizApp: App {
    @StateObject private var progress = QuizProgress()

    var body: some Scene {
        WindowGroup {
            QuizHome()
                .environmentObject(progress)
        }
    }
}

final class QuizProgress: ObservableObject {
    @Published var answered = 3
    @Published var total = 5
}

struct QuizHome: View {
    @EnvironmentObject private var progress: QuizProgress
    @State private var soundOn = true

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Today's quiz").font(.largeTitle).bold()
            ProgressView("\(progress.answered) of \(progress.total) answered", value: Double(progress.answered), total: Double(progress.total))
            Toggle("Sound effects", isOn: $soundOn)
            Spacer()
            Button {
                progress.answered = 0
            } label: {
                Text("Start again").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

#Preview {
    QuizHome().environmentObject(QuizProgress())
}
