// Screens written the way public SwiftUI projects write them, with only `import SwiftUI`
// changed: the compile contract for the everyday names of issue #18 (environment entries,
// preferences, scrolling by code, shapes, styles, asset colours and UIKit's names).
import Easel

extension EnvironmentValues {
    @Entry var cardCornerRadius: CGFloat = 14
    @Entry var highlightColor: Color = .orange
    @Entry var badgeText: String?
}

extension ContainerValues {
    @Entry var isPinned: Bool = false
}

struct BadgedCard: View {
    @Environment(\.cardCornerRadius) private var cornerRadius
    @Environment(\.highlightColor) private var highlight
    @Environment(\.badgeText) private var badge
    let title: String

    var body: some View {
        HStack {
            Text(title).font(.headline)
            Spacer()
            if let badge {
                Text(badge).font(.caption.bold()).padding(.horizontal, 8).padding(.vertical, 4)
                    .background(Capsule().fill(highlight))
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: cornerRadius).stroke(highlight, lineWidth: 2))
    }
}

struct HeightPreferenceKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// Equal-height columns: each column reports its height and the screen sets the tallest on all.
struct EqualHeightColumns: View {
    @State private var columnHeight: CGFloat?

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            column("Short", lines: 1)
            column("A much taller column", lines: 4)
        }
        .onPreferenceChange(HeightPreferenceKey.self) { height in
            columnHeight = height
        }
        .padding()
    }

    private func column(_ title: String, lines: Int) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline)
            ForEach(0..<lines, id: \.self) { line in
                Text("Line \(line + 1)")
            }
        }
        .padding(10)
        .background(GeometryReader { proxy in
            Color.clear.preference(key: HeightPreferenceKey.self, value: proxy.size.height)
        })
        .frame(height: columnHeight, alignment: .top)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.secondary.opacity(0.1)))
    }
}

/// A chat that opens scrolled to its last message.
struct ChatTranscript: View {
    let messages = (1...40).map { "Message \($0)" }

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(messages, id: \.self) { message in
                        Text(message).padding(8).background(RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.1)))
                            .id(message)
                    }
                }
                .padding()
            }
            .onAppear { proxy.scrollTo("Message 40", anchor: .bottom) }
        }
    }
}

/// A progress ring and a sparkline, drawn from shapes.
struct ActivityRing: View {
    var progress: Double = 0.7
    let samples: [CGFloat] = [3, 8, 5, 12, 9, 14, 11]

    var body: some View {
        HStack(spacing: 24) {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.2), lineWidth: 10)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .frame(width: 80, height: 80)
            Path { path in
                for (index, sample) in samples.enumerated() {
                    let point = CGPoint(x: CGFloat(index) * 20, y: 40 - sample * 2)
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
            }
            .stroke(Color.blue, style: StrokeStyle(lineWidth: 2, lineJoin: .round))
            .frame(width: 120, height: 40)
            UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)
                .fill(Color("Brand Teal"))
                .frame(width: 40, height: 40)
        }
    }
}

/// Full-width banners sized from the screen, as UIKit-era code does.
struct ScreenWideBanner: View {
    var body: some View {
        Text("Welcome")
            .frame(width: UIScreen.main.bounds.width - 40, height: 60)
            .background(Color(uiColor: .systemBlue))
            .foregroundColor(Color(UIColor.white))
    }
}

/// A clock that ticks every second and hears when the app comes back, as Combine-era files do.
struct TickingClock: View {
    @State private var ticks = 0
    @State private var resumed = false
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("Ticks: \(ticks)")
            Text(resumed ? "Resumed" : "Running")
        }
        .onReceive(timer) { _ in ticks += 1 }
        .onReceive(NotificationCenter.default.publisher(for: Notification.Name("AppDidResume"))) { _ in
            resumed = true
        }
    }
}

// Names that change how a screen acts (focus, accessibility, URLs, held buttons), not how it
// looks: a screen using them is drawn as the same screen without them.
struct Note: Equatable {
    var title: String
}

extension FocusedValues {
    @Entry var selectedNote: Note?
}

struct NoteToolbarLabel: View {
    @FocusedValue(\.selectedNote) private var note
    var body: some View {
        Text(note?.title ?? "No note")
    }
}

struct NoteRow: View, Equatable {
    let note: Note
    var body: some View {
        Text(note.title).padding(8)
    }
}

struct NotesScreen: View {
    var decorated: Bool
    @State private var volume = 5
    let notes = [Note(title: "Groceries"), Note(title: "Ideas")]

    var body: some View {
        if decorated {
            content
                .focusedValue(\.selectedNote, notes.first)
                .onOpenURL { _ in }
                .dialogSeverity(.critical)
                .statusBarHidden(false)
        } else {
            content
        }
    }

    @ViewBuilder private var content: some View {
        List {
            ForEach(notes, id: \.title) { note in
                if decorated {
                    NoteRow(note: note).equatable()
                        .focusable()
                        .accessibilityAction(named: "Pin") {}
                        .accessibilityAction(.delete) {}
                        .listRowHoverEffectDisabled()
                } else {
                    NoteRow(note: note)
                }
            }
            HStack {
                Text("Volume \(volume)")
                Spacer()
                Button("Louder") { volume += 1 }
                    .buttonRepeatBehavior(decorated ? .enabled : .automatic)
            }
            .accessibilityElement(children: .combine)
            .modifier(AdjustableIf(decorated: decorated, volume: $volume))
            NoteToolbarLabel()
        }
    }
}

struct AdjustableIf: ViewModifier {
    let decorated: Bool
    @Binding var volume: Int
    func body(content: Content) -> some View {
        if decorated {
            content
                .accessibilityAdjustableAction { direction in
                    volume += direction == .increment ? 1 : -1
                }
                .accessibilityRepresentation { Slider(value: .constant(0.5)) }
                .accessibilityRespondsToUserInteraction()
                .accessibilityActions { Button("Mute") { volume = 0 } }
        } else {
            content
        }
    }
}
