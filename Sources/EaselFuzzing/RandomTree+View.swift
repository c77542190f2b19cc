import Easel
import Foundation

/// The tables that turn a tree's numbers into SwiftUI's values; `RandomTree+Source` writes the
/// same values by name.
enum RandomTreeValues {
    static let alignments: [(Alignment, String)] = [
        (.topLeading, ".topLeading"), (.top, ".top"), (.topTrailing, ".topTrailing"),
        (.leading, ".leading"), (.center, ".center"), (.trailing, ".trailing"),
        (.bottomLeading, ".bottomLeading"), (.bottom, ".bottom"), (.bottomTrailing, ".bottomTrailing"),
    ]
    static let verticalAlignments: [(VerticalAlignment, String)] = [
        (.top, ".top"), (.center, ".center"), (.bottom, ".bottom"),
        (.firstTextBaseline, ".firstTextBaseline"), (.lastTextBaseline, ".lastTextBaseline"),
    ]
    static let horizontalAlignments: [(HorizontalAlignment, String)] = [
        (.leading, ".leading"), (.center, ".center"), (.trailing, ".trailing"),
    ]
    static let edges: [(Edge.Set, String)] = [
        (.all, ".all"), (.horizontal, ".horizontal"), (.vertical, ".vertical"),
        (.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"),
    ]
    static let colors: [(Color, String)] = [
        (.red, ".red"), (.green, ".green"), (.blue, ".blue"), (.orange, ".orange"), (.black, ".black"),
        (Color.white.opacity(0.5), ".white.opacity(0.5)"),
    ]
    static let axes: [RandomTree.AxesKind: (Axis.Set, String)] = [
        .horizontal: (.horizontal, ".horizontal"), .vertical: (.vertical, ".vertical"), .both: ([.horizontal, .vertical], "[.horizontal, .vertical]"),
    ]

    static let detents: [(PresentationDetent, String)] = [
        (.large, ".large"), (.medium, ".medium"), (.height(120), ".height(120)"), (.fraction(-1), ".fraction(-1)"),
    ]

    static func alignment(_ index: Int) -> Alignment { alignments[index % alignments.count].0 }

    /// List styles by name; the last stands for a `Form`.
    static let listStyles: [String] = [".automatic", ".plain", ".insetGrouped", ".grouped", ".inset", ".sidebar", "Form"]

    static func list(style: Int, _ content: some View) -> AnyView {
        switch listStyles[style % listStyles.count] {
        case ".plain": return AnyView(List { content }.listStyle(.plain))
        case ".insetGrouped": return AnyView(List { content }.listStyle(.insetGrouped))
        case ".grouped": return AnyView(List { content }.listStyle(.grouped))
        case ".inset": return AnyView(List { content }.listStyle(.inset))
        case ".sidebar": return AnyView(List { content }.listStyle(.sidebar))
        case "Form": return AnyView(Form { content })
        default: return AnyView(List { content })
        }
    }

    static let materials: [(Material, String)] = [
        (.ultraThinMaterial, ".ultraThinMaterial"), (.thinMaterial, ".thinMaterial"), (.regularMaterial, ".regularMaterial"),
        (.thickMaterial, ".thickMaterial"), (.ultraThickMaterial, ".ultraThickMaterial"), (.bar, ".bar"),
    ]

    static let rotationAxes: [((x: CGFloat, y: CGFloat, z: CGFloat), String)] = [
        ((1, 0, 0), "(x: 1, y: 0, z: 0)"), ((0, 1, 0), "(x: 0, y: 1, z: 0)"), ((0, 0, 1), "(x: 0, y: 0, z: 1)"), ((1, 1, 1), "(x: 1, y: 1, z: 1)"),
    ]
}

extension RandomTree {
    /// The tree as a view.
    public var view: AnyView {
        switch self {
        case let .color(index):
            return AnyView(RandomTreeValues.colors[index % RandomTreeValues.colors.count].0)
        case let .shape(kind):
            return AnyView(kind.shape)
        case let .paintedShape(kind, paint):
            switch paint {
            case let .linearGradient(stops):
                let gradient = Gradient(stops: stops.enumerated().map { Gradient.Stop(color: RandomTreeValues.colors[$0.offset % 5].0, location: $0.element) })
                return AnyView(kind.shape.fill(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)))
            case let .radialGradient(endRadius):
                return AnyView(kind.shape.fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: endRadius)))
            case let .stroke(lineWidth):
                return AnyView(kind.shape.stroke(lineWidth: lineWidth))
            case let .strokeBorder(lineWidth):
                return AnyView(kind.shape.strokeBorder(lineWidth: lineWidth))
            }
        case let .text(string, fontSize):
            if let fontSize { return AnyView(Text(verbatim: string).font(.system(size: fontSize))) }
            return AnyView(Text(verbatim: string))
        case let .image(name, resizable):
            return resizable ? AnyView(Image(systemName: name).resizable()) : AnyView(Image(systemName: name))
        case let .spacer(minLength):
            return AnyView(Spacer(minLength: minLength))
        case .divider:
            return AnyView(Divider())
        case let .control(kind):
            switch kind {
            case .toggle: return AnyView(Toggle("Wi-Fi", isOn: .constant(true)))
            case .slider: return AnyView(Slider(value: .constant(0.5)))
            case .button: return AnyView(Button("Continue") {})
            case .progress: return AnyView(ProgressView(value: 0.3))
            case .textField: return AnyView(TextField("Name", text: .constant("")))
            case .stepper: return AnyView(Stepper("Count", value: .constant(2), in: 0 ... 10))
            case .label: return AnyView(Label("Favourites", systemImage: "star.fill"))
            case .link: return AnyView(Link("Terms", destination: URL(string: "https://example.com/terms")!))
            }
        case .canvas:
            return AnyView(Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
                context.draw(Text(verbatim: "Canvas"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            })
        case .empty:
            return AnyView(EmptyView())
        case let .stack(kind, alignment, spacing, children):
            let content = ForEach(children.indices, id: \.self) { children[$0].view }
            switch kind {
            case .hStack:
                return AnyView(HStack(alignment: RandomTreeValues.verticalAlignments[alignment % 5].0, spacing: spacing) { content })
            case .vStack:
                return AnyView(VStack(alignment: RandomTreeValues.horizontalAlignments[alignment % 3].0, spacing: spacing) { content })
            case .zStack:
                return AnyView(ZStack(alignment: RandomTreeValues.alignment(alignment)) { content })
            case .lazyVStack:
                return AnyView(LazyVStack(alignment: RandomTreeValues.horizontalAlignments[alignment % 3].0, spacing: spacing) { content })
            case .lazyHStack:
                return AnyView(LazyHStack(alignment: RandomTreeValues.verticalAlignments[alignment % 5].0, spacing: spacing) { content })
            case .pinnedLazyVStack:
                return AnyView(LazyVStack(alignment: RandomTreeValues.horizontalAlignments[alignment % 3].0, spacing: spacing, pinnedViews: [.sectionHeaders, .sectionFooters]) { content })
            case .pinnedLazyHStack:
                return AnyView(LazyHStack(alignment: RandomTreeValues.verticalAlignments[alignment % 5].0, spacing: spacing, pinnedViews: [.sectionHeaders, .sectionFooters]) { content })
            }
        case let .grid(rows):
            return AnyView(Grid {
                ForEach(rows.indices, id: \.self) { row in
                    GridRow { ForEach(rows[row].indices, id: \.self) { rows[row][$0].view } }
                }
            })
        case let .lazyGrid(vertical, tracks, spacing, children):
            let items = tracks.map(\.gridItem)
            let content = ForEach(children.indices, id: \.self) { children[$0].view }
            return vertical
                ? AnyView(LazyVGrid(columns: items, spacing: spacing) { content })
                : AnyView(LazyHGrid(rows: items, spacing: spacing) { content })
        case let .scrollView(axes, child):
            return AnyView(ScrollView(RandomTreeValues.axes[axes]!.0) { child.view })
        case let .viewThatFits(axes, children):
            return AnyView(ViewThatFits(in: RandomTreeValues.axes[axes]!.0) {
                ForEach(children.indices, id: \.self) { children[$0].view }
            })
        case let .geometryReader(share, child):
            return AnyView(GeometryReader { proxy in
                child.view.frame(width: proxy.size.width * share, height: proxy.size.height * share)
            })
        case let .flowLayout(spacing, children):
            return AnyView(FlowLayout(spacing: spacing) {
                ForEach(children.indices, id: \.self) { children[$0].view }
            })
        case let .forEach(count, child):
            return AnyView(ForEach(0..<count, id: \.self) { _ in child.view })
        case let .section(header, footer, children):
            let content = ForEach(children.indices, id: \.self) { children[$0].view }
            switch (header, footer) {
            case let (header?, footer?): return AnyView(Section { content } header: { header.view } footer: { footer.view })
            case let (header?, nil): return AnyView(Section { content } header: { header.view })
            case let (nil, footer?): return AnyView(Section { content } footer: { footer.view })
            case (nil, nil): return AnyView(Section { content })
            }
        case let .navigationStack(title, inline, child):
            return AnyView(NavigationStack {
                child.view
                    .navigationTitle(title ?? "")
                    .navigationBarTitleDisplayMode(inline ? .inline : .automatic)
                    .toolbar { Button("Edit") {} }
            })
        case let .tabView(children):
            return AnyView(TabView {
                ForEach(children.indices, id: \.self) { index in
                    children[index].view.tabItem { Label("Tab \(index)", systemImage: "star") }
                }
            })
        case let .list(style, children):
            return RandomTreeValues.list(style: style, ForEach(children.indices, id: \.self) { children[$0].view })
        case let .modified(child, modifier):
            return modifier.apply(to: child.view)
        }
    }
}

extension RandomTree.TrackKind {
    var gridItem: GridItem {
        switch self {
        case let .flexible(minimum, maximum): return GridItem(.flexible(minimum: minimum, maximum: maximum))
        case let .fixed(length): return GridItem(.fixed(length))
        case let .adaptive(minimum): return GridItem(.adaptive(minimum: minimum))
        }
    }
}

extension RandomTree.Modifier {
    func apply(to view: AnyView) -> AnyView {
        switch self {
        case let .frame(width, height, alignment):
            return AnyView(view.frame(width: width, height: height, alignment: RandomTreeValues.alignment(alignment)))
        case let .flexibleFrame(minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment):
            return AnyView(view.frame(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                alignment: RandomTreeValues.alignment(alignment)
            ))
        case let .padding(edges, length):
            return AnyView(view.padding(RandomTreeValues.edges[edges % RandomTreeValues.edges.count].0, length))
        case let .fixedSize(horizontal, vertical):
            return AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
        case let .layoutPriority(priority):
            return AnyView(view.layoutPriority(priority))
        case let .aspectRatio(ratio, fill):
            return AnyView(view.aspectRatio(ratio, contentMode: fill ? .fill : .fit))
        case let .offset(x, y):
            return AnyView(view.offset(x: x, y: y))
        case let .position(x, y):
            return AnyView(view.position(x: x, y: y))
        case let .overlay(layer, alignment):
            return AnyView(view.overlay(alignment: RandomTreeValues.alignment(alignment)) { layer.view })
        case let .background(layer, alignment):
            return AnyView(view.background(alignment: RandomTreeValues.alignment(alignment)) { layer.view })
        case let .alignmentGuide(horizontal, fraction):
            return horizontal
                ? AnyView(view.alignmentGuide(.leading) { $0.width * fraction })
                : AnyView(view.alignmentGuide(.top) { $0.height * fraction })
        case .clipped:
            return AnyView(view.clipped())
        case let .opacity(value):
            return AnyView(view.opacity(value))
        case let .shadow(radius):
            return AnyView(view.shadow(radius: radius))
        case let .rotation(degrees):
            return AnyView(view.rotationEffect(.degrees(degrees)))
        case let .scale(x, y):
            return AnyView(view.scaleEffect(x: x, y: y))
        case let .blur(radius):
            return AnyView(view.blur(radius: radius))
        case let .border(width):
            return AnyView(view.border(Color.black, width: width))
        case let .font(size):
            return AnyView(view.font(.system(size: size)))
        case let .lineLimit(limit):
            return AnyView(view.lineLimit(limit))
        case let .zIndex(value):
            return AnyView(view.zIndex(value))
        case let .gridCellColumns(count):
            return AnyView(view.gridCellColumns(count))
        case let .clipShape(kind):
            return AnyView(view.clipShape(kind.shape))
        case let .cornerRadius(radius):
            return AnyView(view.cornerRadius(radius))
        case .hidden:
            return AnyView(view.hidden())
        case let .multilineTextAlignment(index):
            return AnyView(view.multilineTextAlignment([TextAlignment.leading, .center, .trailing][index % 3]))
        case let .truncationMode(index):
            return AnyView(view.truncationMode([Text.TruncationMode.head, .middle, .tail][index % 3]))
        case let .minimumScaleFactor(factor):
            return AnyView(view.minimumScaleFactor(factor))
        case let .ignoresSafeArea(edges):
            return AnyView(view.ignoresSafeArea(edges: Edge.Set(rawValue: Int8(edges & 15))))
        case let .safeAreaInset(edge, content, spacing):
            switch edge % 4 {
            case 0: return AnyView(view.safeAreaInset(edge: .top, spacing: spacing) { content.view })
            case 1: return AnyView(view.safeAreaInset(edge: .bottom, spacing: spacing) { content.view })
            case 2: return AnyView(view.safeAreaInset(edge: .leading, spacing: spacing) { content.view })
            default: return AnyView(view.safeAreaInset(edge: .trailing, spacing: spacing) { content.view })
            }
        case let .safeAreaPadding(length):
            return AnyView(view.safeAreaPadding(.all, length))
        case let .mask(kind):
            return AnyView(view.mask { kind.shape })
        case let .blendMode(index):
            return AnyView(view.blendMode(BlendMode.allCases[index % BlendMode.allCases.count]))
        case let .rotation3D(degrees, axis, perspective):
            return AnyView(view.rotation3DEffect(.degrees(degrees), axis: RandomTreeValues.rotationAxes[axis % 4].0, perspective: perspective))
        case let .material(index):
            return AnyView(view.background(RandomTreeValues.materials[index % RandomTreeValues.materials.count].0))
        case let .hueRotation(degrees):
            return AnyView(view.hueRotation(.degrees(degrees)))
        case let .tracking(amount):
            return AnyView(view.tracking(amount))
        case .underline:
            return AnyView(view.underline())
        case let .containerRelativeFrame(axes, count, span, spacing):
            return AnyView(view.containerRelativeFrame(RandomTreeValues.axes[axes]!.0, count: count, span: span, spacing: spacing))
        case .redacted:
            return AnyView(view.redacted(reason: .placeholder))
        case .darkScheme:
            return AnyView(view.environment(\.colorScheme, .dark))
        case .rightToLeft:
            return AnyView(view.environment(\.layoutDirection, .rightToLeft))
        case let .visualEffectOffset(factor):
            return AnyView(view.visualEffect { content, proxy in
                content.offset(y: proxy.frame(in: .global).minY * factor)
            })
        case let .sheet(content, detent):
            return AnyView(view.sheet(isPresented: .constant(true)) {
                content.view.presentationDetents([RandomTreeValues.detents[detent % RandomTreeValues.detents.count].0])
            })
        }
    }
}

extension RandomTree.ShapeKind {
    /// The shape, as one type so that it can be filled, stroked and clipped to.
    var shape: AnyShape {
        switch self {
        case .rectangle: return AnyShape(Rectangle())
        case .circle: return AnyShape(Circle())
        case .capsule: return AnyShape(Capsule())
        case .ellipse: return AnyShape(Ellipse())
        case let .roundedRectangle(radius): return AnyShape(RoundedRectangle(cornerRadius: radius))
        }
    }

    /// The shape as Swift source.
    var source: String {
        switch self {
        case .rectangle: return "Rectangle()"
        case .circle: return "Circle()"
        case .capsule: return "Capsule()"
        case .ellipse: return "Ellipse()"
        case let .roundedRectangle(radius): return "RoundedRectangle(cornerRadius: \(literal(radius)))"
        }
    }
}
