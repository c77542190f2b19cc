// A screen of the everyday forms public files use, one of each (controls, pickers, labels,
// menus, empty states, images, timelines, toolbars, search, alerts): the compile contract for
// the initialisers issue #18's coverage count doesn't see. Written here, as projects write them.
import Easel

struct FormsItem: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var children: [FormsItem]? = nil
}

enum FormsFlavor: String, CaseIterable, Identifiable { case a, b; var id: Self { self } }

struct EverydayFormsScreen: View {
    @State private var on = false
    @State private var value = 0.5
    @State private var count = 2
    @State private var date = Date.now
    @State private var color = Color.red
    @State private var flavor = FormsFlavor.a
    @State private var text = ""
    @State private var expanded = true
    @State private var selected: FormsItem?
    @State private var showAlert = false
    @FocusState private var focused: Bool
    @Namespace private var space
    @Environment(\.dismiss) private var dismiss
    let items = [FormsItem(name: "A", children: [FormsItem(name: "A1")]), FormsItem(name: "B")]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle(isOn: $on) { Text("Toggle") }
                    Toggle("Bell", systemImage: "bell", isOn: $on)
                    Button("Delete", role: .destructive) {}
                    Button("Add", systemImage: "plus") {}
                    Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") }
                } header: { Text("Header") } footer: { Text("Footer") }
                Section("Pickers", isExpanded: $expanded) {
                    Picker("Flavor", selection: $flavor) { ForEach(FormsFlavor.allCases) { Text($0.rawValue) } }.pickerStyle(.menu)
                    Picker("Flavor", selection: $flavor) { ForEach(FormsFlavor.allCases) { Text($0.rawValue) } }.pickerStyle(.navigationLink)
                    Picker("Flavor", selection: $flavor) { ForEach(FormsFlavor.allCases) { Text($0.rawValue) } }.pickerStyle(.wheel)
                    Stepper("Count \(count)", value: $count, in: 0...10, step: 2)
                    Stepper(value: $count, in: 0...10) { Text("Count") }
                    Slider(value: $value, in: 0...1) { Text("Value") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                    DatePicker("Date", selection: $date, displayedComponents: .date)
                    DatePicker("Date", selection: $date, in: ...Date.now, displayedComponents: [.date, .hourAndMinute])
                    ColorPicker("Colour", selection: $color)
                    ProgressView(value: 0.5)
                    ProgressView("Loading")
                    Gauge(value: value, in: 0...1) { Text("Gauge") } currentValueLabel: { Text("\(value)") }
                    LabeledContent("Key", value: "Value")
                    LabeledContent("Key") { Text("Custom") }
                    Link("Site", destination: URL(string: "https://example.com")!)
                    ShareLink(item: URL(string: "https://example.com")!)
                    ShareLink("Share", item: "text")
                    Menu("Menu") { Button("One") {} }
                    Menu("Menu", systemImage: "ellipsis") { Button("One") {} }
                    Menu { Button("One") {} } label: { Label("More", systemImage: "ellipsis.circle") }
                    TextField("Text", text: $text).focused($focused).keyboardType(.numberPad).textInputAutocapitalization(.never).autocorrectionDisabled().submitLabel(.done)
                }
                DisclosureGroup("Group", isExpanded: $expanded) { Text("Inside") }
                OutlineGroup(items, children: \.children) { Text($0.name) }
                ContentUnavailableView("Nothing", systemImage: "tray", description: Text("Empty"))
                ContentUnavailableView.search
                ContentUnavailableView.search(text: "abc")
                AsyncImage(url: URL(string: "https://example.com/a.png")) { image in image.resizable() } placeholder: { ProgressView() }
                AsyncImage(url: nil) { phase in
                    switch phase {
                    case .success(let image): image
                    case .failure: Image(systemName: "xmark")
                    default: ProgressView()
                    }
                }
                Grid { GridRow { Text("a"); Text("b") } }
                ViewThatFits { Text("Long"); Text("S") }
                Text(.now, style: .time)
                Text("a") + Text("b").bold()
                Image(systemName: "star").symbolRenderingMode(.hierarchical).symbolEffect(.bounce, value: count)
                Text("\(count)").contentTransition(.numericText())
                    .matchedGeometryEffect(id: "n", in: space)
                TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }
                Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red)) }.frame(height: 20)
            }
            .formStyle(.grouped)
            .navigationTitle("Forms")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            }
            .toolbarBackground(.visible, for: .navigationBar)
            .searchable(text: $text, prompt: "Search")
            .refreshable {}
            .task(id: count) {}
            .onChange(of: count) { old, new in }
            .alert("Alert", isPresented: $showAlert, presenting: count) { c in Button("OK \(c)") {} } message: { c in Text("\(c)") }
            .navigationDestination(item: $selected) { Text($0.name) }
            .sensoryFeedback(.success, trigger: count)
            .font(.system(.title, design: .rounded, weight: .bold))
            .background(.ultraThinMaterial, in: .rect(cornerRadius: 12))
            .clipShape(.rect(cornerRadius: 8))
            .tint(.red)
            .buttonBorderShape(.capsule)
            .controlSize(.large)
        }
    }
}
