// Screens with main-actor view models, written as Swift 6 era SwiftUI projects write them
// (`@MainActor` classes, `@Observable @MainActor` models, `.task` that awaits them), with only
// `import SwiftUI` changed. This target is built as such projects are: everything main-actor
// isolated by default (`defaultIsolation(MainActor.self)`, see Package.swift), which is how
// these files compile against SwiftUI, whose `View` is main-actor isolated.
import Easel

@MainActor
final class FeedModel: ObservableObject {
    @Published var items: [String] = ["Inbox", "Drafts"]
    @Published var isLoading = false

    func refresh() async {
        isLoading = true
        items.append("Archive")
        isLoading = false
    }

    func add() { items.append("Item \(items.count + 1)") }
}

@Observable @MainActor
final class CounterModel {
    var count = 0
    func increment() { count += 1 }
}

struct Folder: Identifiable, Hashable, Codable {
    var id: String { name }
    var name: String
    var unread = 0
}

struct FeedScreen: View {
    @StateObject private var model = FeedModel()
    @State private var counter = CounterModel()

    var body: some View {
        NavigationStack {
            List(model.items, id: \.self) { item in
                Text(item)
            }
            .toolbar {
                Button("Add") { model.add() }
                Button("Count \(counter.count)") { counter.increment() }
            }
            .task { await model.refresh() }
            .refreshable { await model.refresh() }
            .navigationTitle("Mail")
        }
    }
}

struct FolderList: View {
    let folders = [Folder(name: "Inbox", unread: 3), Folder(name: "Sent")]
    @State private var decoded: [Folder] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(decoded) { folder in
                HStack {
                    Text(folder.name)
                    Spacer()
                    if folder.unread > 0 { Text("\(folder.unread)") }
                }
                .frame(width: 200)
            }
        }
        .onAppear {
            // Codable conformances of main-actor types, used through Foundation's generic API.
            if let data = try? JSONEncoder().encode(folders) {
                decoded = (try? JSONDecoder().decode([Folder].self, from: data)) ?? []
            }
        }
    }
}

/// Closures handed to the standard library from a body and from an action, as every list screen
/// does. In this target they are main-actor isolated, and Swift 6 checks at run time that they run
/// on the main actor: layout asked for there must stay there.
struct TodoScreen: View {
    @State private var todos = ["Buy milk", "Call Anna", "Pay rent", "Walk"]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(todos.filter { $0.count > 4 }.sorted { $0 < $1 }, id: \.self) { todo in
                Text(todo)
            }
            Button("Done") { todos = todos.enumerated().filter { $0.offset > 0 }.map { $0.element } }
        }
    }
}

/// The image picker of countless tutorials, with its context type spelled out rather than
/// written `Context`, and a coordinator class of its own.
struct ProfileImagePicker: UIViewControllerRepresentable {
    @Binding var selectedImage: UIImage
    var sourceType: UIImagePickerController.SourceType = .photoLibrary

    func makeUIViewController(context: UIViewControllerRepresentableContext<ProfileImagePicker>) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = sourceType
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var parent: ProfileImagePicker
        init(_ parent: ProfileImagePicker) { self.parent = parent }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }
}

/// A UIKit view with its context spelled out, too.
struct MapWrapper: UIViewRepresentable {
    func makeUIView(context: UIViewRepresentableContext<MapWrapper>) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: UIViewRepresentableContext<MapWrapper>) {}
}

struct PickerScreen: View {
    @State private var image = UIImage()
    var body: some View {
        VStack {
            Text("Picker below")
            ProfileImagePicker(selectedImage: $image).frame(height: 300)
            MapWrapper().frame(height: 100)
        }
    }
}
