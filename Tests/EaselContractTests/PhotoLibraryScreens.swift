// A second screen of everyday forms: a photo grid in a tab view with search, suggestions, a
// bottom toolbar, a sheet with detents, gestures, animations and effects. Written here, as
// public projects write them (issue #18).
import Easel

struct LibraryPhoto: Identifiable { let id: Int; var title: String }

@Observable final class PhotoLibrary {
    var photos = (0..<12).map { LibraryPhoto(id: $0, title: "Photo \($0)") }
    var favorites: Set<Int> = []
}

struct PhotoLibraryScreen: View {
    @State private var library = PhotoLibrary()
    @State private var tab = 0
    @State private var offset = CGSize.zero
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    @State private var isOn = false
    @State private var path: [Int] = []
    @State private var sheet = false
    @State private var query = ""
    @GestureState private var dragging = false
    let columns = [GridItem(.adaptive(minimum: 80), spacing: 8)]

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack(path: $path) {
                ScrollView {
                    LazyVGrid(columns: columns, spacing: 8) {
                        ForEach(library.photos) { photo in
                            NavigationLink(value: photo.id) {
                                RoundedRectangle(cornerRadius: 8)
                                    .fill(.blue.gradient)
                                    .aspectRatio(1, contentMode: .fit)
                                    .overlay(alignment: .bottomLeading) {
                                        Text(photo.title).font(.caption2).padding(4)
                                    }
                            }
                            .buttonStyle(.plain)
                            .contextMenu {
                                Button("Favorite", systemImage: "heart") { library.favorites.insert(photo.id) }
                            } preview: {
                                Text(photo.title)
                            }
                        }
                    }
                    .padding()
                }
                .navigationDestination(for: Int.self) { id in Text("Photo \(id)") }
                .navigationTitle("Library")
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
                .searchSuggestions { Text("Beach").searchCompletion("Beach") }
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Select") {}
                        Spacer()
                        Text("\(library.photos.count) photos").font(.footnote)
                    }
                }
                .sheet(isPresented: $sheet) {
                    NavigationStack { Text("Sheet") }
                        .presentationDetents([.medium, .fraction(0.3), .height(200)])
                        .presentationBackground(.thinMaterial)
                        .presentationCornerRadius(24)
                        .interactiveDismissDisabled()
                }
            }
            .tabItem { Label("Library", systemImage: "photo.on.rectangle") }
            .tag(0)
            .badge(3)

            VStack(spacing: 20) {
                Circle()
                    .fill(isOn ? .green : .red)
                    .frame(width: 100, height: 100)
                    .offset(offset)
                    .scaleEffect(scale)
                    .rotationEffect(angle)
                    .gesture(DragGesture().updating($dragging) { _, state, _ in state = true }.onChanged { offset = $0.translation }.onEnded { _ in withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { offset = .zero } })
                    .simultaneousGesture(MagnifyGesture().onChanged { scale = $0.magnification })
                    .simultaneousGesture(RotateGesture().onChanged { angle = $0.rotation })
                    .onTapGesture(count: 2) { isOn.toggle() }
                    .onLongPressGesture(minimumDuration: 0.5) { isOn = false }
                    .animation(.easeInOut(duration: 0.3), value: isOn)
                    .transition(.scale.combined(with: .opacity))
                HStack {
                    ForEach(0..<3) { index in
                        Capsule().frame(width: 20, height: 8).opacity(index == tab ? 1 : 0.3)
                    }
                }
                Text("Shadowed").shadow(color: .black.opacity(0.3), radius: 4, x: 0, y: 2)
                    .blur(radius: isOn ? 0 : 1)
                    .saturation(0.8).brightness(0.1).contrast(1.1)
                    .grayscale(isOn ? 0 : 1)
                    .mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
                Image(systemName: "star.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.yellow, .orange)
                    .imageScale(.large)
                Divider()
                Text("Footer").frame(maxWidth: .infinity, alignment: .trailing).padding(.horizontal)
            }
            .tabItem { Label("Play", systemImage: "gamecontroller") }
            .tag(1)
        }
        .tint(.purple)
        .preferredColorScheme(.light)
        .dynamicTypeSize(.large ... .xxLarge)
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}
