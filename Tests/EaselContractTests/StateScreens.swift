// Screens written the way SwiftUI tutorials write them, with only `import SwiftUI` changed:
// the compile contract for state, observation and the environment. If this file stops
// compiling, SwiftUI code that pastes over today would stop compiling too.
import Easel

struct CounterScreen: View {
    @State private var count = 0
    @State private var name: String? = nil

    var body: some View {
        VStack(spacing: 12) {
            Text("You tapped \(count) times")
                .font(.title2)
            Text(name ?? "Anonymous")
                .foregroundColor(.secondary)
            Button {
                count += 1
                name = "Tapper"
            } label: {
                Text("Tap me")
                    .padding()
                    .background(Capsule().fill(Color.blue))
                    .foregroundColor(.white)
            }
            .buttonStyle(.plain)
        }
        .padding()
    }
}

final class ProfileModel: ObservableObject {
    @Published var name = "Taylor"
    @Published var isPro = false
    @Published var followers = 12
}

struct ProfileScreen: View {
    @StateObject private var model = ProfileModel()

    var body: some View {
        VStack(alignment: .leading) {
            ProfileHeader(model: model)
            NameEditor(name: $model.name)
            if model.isPro {
                Label("Pro member", systemImage: "star.fill")
            }
        }
    }
}

struct ProfileHeader: View {
    @ObservedObject var model: ProfileModel

    var body: some View {
        HStack {
            Circle().fill(Color.orange).frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                Text(model.name).font(.headline)
                Text("\(model.followers) followers").font(.subheadline)
            }
            Spacer()
        }
        .onTapGesture { model.followers += 1 }
    }
}

struct NameEditor: View {
    @Binding var name: String

    var body: some View {
        Text("Rename").onTapGesture { name = name.uppercased() }
    }
}

final class AppSettings: ObservableObject {
    @Published var accent = Color.purple
    @Published var compact = false
}

struct SettingsBadge: View {
    @EnvironmentObject var settings: AppSettings
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        Text(colorScheme == .dark ? "Dark" : "Light")
            .padding(settings.compact ? 4 : 12)
            .background(settings.accent.opacity(0.2))
            .onTapGesture { settings.compact.toggle() }
    }
}

@Observable
final class Bookshelf {
    var titles = ["Dune", "Emma"]
}

struct ShelfView: View {
    @Environment(Bookshelf.self) private var shelf

    var body: some View {
        VStack {
            ForEach(shelf.titles, id: \.self) { title in
                Text(title)
            }
            Text("Add").onTapGesture { shelf.titles.append("Ulysses") }
        }
    }
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = 8.0
}

extension EnvironmentValues {
    var cornerSize: Double {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct ThemedCard: View {
    @Environment(\.cornerSize) private var cornerSize

    var body: some View {
        RoundedRectangle(cornerRadius: cornerSize)
            .fill(Color.mint)
            .frame(width: 100, height: 60)
    }
}

struct TutorialApp: App {
    @StateObject private var settings = AppSettings()

    var body: some Scene {
        WindowGroup {
            VStack {
                CounterScreen()
                SettingsBadge()
            }
            .environmentObject(settings)
        }
    }
}

struct CounterScreen_Previews: PreviewProvider {
    static var previews: some View {
        CounterScreen()
            .previewLayout(.sizeThatFits)
    }
}

#Preview {
    ProfileScreen()
}

#Preview("Shelf") {
    ShelfView().environment(Bookshelf())
}
