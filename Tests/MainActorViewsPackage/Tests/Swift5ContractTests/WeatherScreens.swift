// A weather screen written as Swift 5 era SwiftUI projects write it (Xcode 15 and 16 create app
// targets in the Swift 5 language mode): a `@MainActor` view model owned through `@StateObject`,
// a button style and toolbar content that read a main-actor theme, and an app, with only
// `import SwiftUI` changed. This target is built in Swift 5 mode and with no default isolation
// (see Package.swift): the views are main-actor isolated only because `View` is, as in SwiftUI.
import Easel

@MainActor
final class WeatherViewModel: ObservableObject {
    @Published var city = "Lisbon"
    @Published var temperatures: [Int] = [18, 21, 19]
    @Published var isRefreshing = false

    func refresh() {
        temperatures.append(temperatures.count + 20)
    }

    var summary: String {
        "\(city): \(temperatures.count) days"
    }
}

/// Main-actor state outside any view, as apps keep their theme.
@MainActor
enum Theme {
    static var accent = Color.orange
    static var corner: CGFloat = 8
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Theme.accent, in: RoundedRectangle(cornerRadius: Theme.corner))
    }
}

struct RefreshToolbar: ToolbarContent {
    let model: WeatherViewModel

    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button("Refresh") { model.refresh() }
        }
    }
}

struct WeatherScreen: View {
    @StateObject private var viewModel = WeatherViewModel()

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text(viewModel.summary)
                ForEach(viewModel.temperatures.indices, id: \.self) { index in
                    Text("\(viewModel.temperatures[index])°")
                }
                Button("More") { viewModel.refresh() }
                    .buttonStyle(PillButtonStyle())
            }
            .toolbar { RefreshToolbar(model: viewModel) }
            .navigationTitle("Weather")
        }
    }
}

struct WeatherApp: App {
    var body: some Scene {
        WindowGroup {
            WeatherScreen()
        }
    }
}

/// A nonisolated function that makes screens, as a server or a test helper does.
func makeWeatherScreens(count: Int) -> [WeatherScreen] {
    (0..<count).map { _ in WeatherScreen() }
}
