import Easel
import Foundation

extension RandomTree {
    /// The tree as the Swift a person would write for it: an expression that, in a file that
    /// imports Easel (or SwiftUI, where the same code runs), makes the same view.
    public var swiftSource: String {
        source(indent: 0)
    }

    private func source(indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        func block(_ head: String, _ children: [RandomTree]) -> String {
            guard !children.isEmpty else { return head + " {}" }
            let body = children.map { String(repeating: " ", count: indent + 4) + $0.source(indent: indent + 4) }
            return head + " {\n" + body.joined(separator: "\n") + "\n" + pad + "}"
        }
        switch self {
        case let .color(index):
            return "Color" + RandomTreeValues.colors[index % RandomTreeValues.colors.count].1
        case let .shape(kind):
            return kind.source
        case let .paintedShape(kind, paint):
            switch paint {
            case let .linearGradient(stops):
                let list = stops.enumerated().map { ".init(color: Color\(RandomTreeValues.colors[$0.offset % 5].1), location: \(literal($0.element)))" }
                return kind.source + ".fill(LinearGradient(gradient: Gradient(stops: [\(list.joined(separator: ", "))]), startPoint: .top, endPoint: .bottom))"
            case let .radialGradient(endRadius):
                return kind.source + ".fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: \(literal(endRadius))))"
            case let .stroke(lineWidth):
                return kind.source + ".stroke(lineWidth: \(literal(lineWidth)))"
            case let .strokeBorder(lineWidth):
                return kind.source + ".strokeBorder(lineWidth: \(literal(lineWidth)))"
            }
        case let .text(string, fontSize):
            let text = "Text(verbatim: \(stringLiteral(string)))"
            return fontSize.map { text + ".font(.system(size: \(literal($0))))" } ?? text
        case let .image(name, resizable):
            return "Image(systemName: \(stringLiteral(name)))" + (resizable ? ".resizable()" : "")
        case let .spacer(minLength):
            return minLength.map { "Spacer(minLength: \(literal($0)))" } ?? "Spacer()"
        case .divider:
            return "Divider()"
        case let .control(kind):
            switch kind {
            case .toggle: return "Toggle(\"Wi-Fi\", isOn: .constant(true))"
            case .slider: return "Slider(value: .constant(0.5))"
            case .button: return "Button(\"Continue\") {}"
            case .progress: return "ProgressView(value: 0.3)"
            case .textField: return "TextField(\"Name\", text: .constant(\"\"))"
            case .stepper: return "Stepper(\"Count\", value: .constant(2), in: 0 ... 10)"
            case .label: return "Label(\"Favourites\", systemImage: \"star.fill\")"
            case .link: return "Link(\"Terms\", destination: URL(string: \"https://example.com/terms\")!)"
            }
        case .canvas:
            return "Canvas { context, size in\n" + pad + "    context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))\n"
                + pad + "    context.draw(Text(verbatim: \"Canvas\"), at: CGPoint(x: size.width / 2, y: size.height / 2))\n" + pad + "}"
        case .empty:
            return "EmptyView()"
        case let .stack(kind, alignment, spacing, children):
            let alignmentName: String
            if kind == .zStack {
                alignmentName = RandomTreeValues.alignments[alignment % 9].1
            } else if kind.isHorizontal {
                alignmentName = RandomTreeValues.verticalAlignments[alignment % 5].1
            } else {
                alignmentName = RandomTreeValues.horizontalAlignments[alignment % 3].1
            }
            let spacingArgument = kind == .zStack ? "" : spacing.map { ", spacing: \(literal($0))" } ?? ""
            let pinned = kind == .pinnedLazyVStack || kind == .pinnedLazyHStack ? ", pinnedViews: [.sectionHeaders, .sectionFooters]" : ""
            return block("\(kind.typeName)(alignment: \(alignmentName)\(spacingArgument)\(pinned))", children)
        case let .grid(rows):
            guard !rows.isEmpty else { return "Grid {}" }
            let body = rows.map { row -> String in
                let inner = pad + "    "
                guard !row.isEmpty else { return inner + "GridRow {}" }
                let cells = row.map { inner + "    " + $0.source(indent: indent + 8) }
                return inner + "GridRow {\n" + cells.joined(separator: "\n") + "\n" + inner + "}"
            }
            return "Grid {\n" + body.joined(separator: "\n") + "\n" + pad + "}"
        case let .lazyGrid(vertical, tracks, spacing, children):
            let items = "[" + tracks.map(\.source).joined(separator: ", ") + "]"
            let spacingArgument = spacing.map { ", spacing: \(literal($0))" } ?? ""
            return block(vertical ? "LazyVGrid(columns: \(items)\(spacingArgument))" : "LazyHGrid(rows: \(items)\(spacingArgument))", children)
        case let .scrollView(axes, child):
            return block("ScrollView(\(RandomTreeValues.axes[axes]!.1))", [child])
        case let .viewThatFits(axes, children):
            return block("ViewThatFits(in: \(RandomTreeValues.axes[axes]!.1))", children)
        case let .geometryReader(share, child):
            let inner = pad + "    "
            return "GeometryReader { proxy in\n" + inner + child.source(indent: indent + 4) + "\n"
                + inner + "    .frame(width: proxy.size.width * \(literal(share)), height: proxy.size.height * \(literal(share)))\n" + pad + "}"
        case let .flowLayout(spacing, children):
            return block("FlowLayout(spacing: \(literal(spacing)))", children)
        case let .forEach(count, child):
            let inner = pad + "    "
            return "ForEach(0..<\(count), id: \\.self) { _ in\n" + inner + child.source(indent: indent + 4) + "\n" + pad + "}"
        case let .section(header, footer, children):
            let inner = pad + "    "
            var text = block("Section", children)
            if let header { text += " header: {\n" + inner + header.source(indent: indent + 4) + "\n" + pad + "}" }
            if let footer { text += " footer: {\n" + inner + footer.source(indent: indent + 4) + "\n" + pad + "}" }
            return text
        case let .navigationStack(title, inline, child):
            let inner = pad + "    "
            return "NavigationStack {\n" + inner + child.source(indent: indent + 4) + "\n"
                + inner + "    .navigationTitle(\(stringLiteral(title ?? "")))\n"
                + inner + "    .navigationBarTitleDisplayMode(\(inline ? ".inline" : ".automatic"))\n"
                + inner + "    .toolbar { Button(\"Edit\") {} }\n" + pad + "}"
        case let .tabView(children):
            let body = children.enumerated().map { index, child in
                pad + "    " + child.source(indent: indent + 4) + "\n" + pad + "        .tabItem { Label(\"Tab \(index)\", systemImage: \"star\") }"
            }
            return children.isEmpty ? "TabView {}" : "TabView {\n" + body.joined(separator: "\n") + "\n" + pad + "}"
        case let .list(style, children):
            let name = RandomTreeValues.listStyles[style % RandomTreeValues.listStyles.count]
            if name == "Form" { return block("Form", children) }
            return block("List", children) + "\n" + pad + "    .listStyle(\(name))"
        case let .modified(child, modifier):
            return child.source(indent: indent) + "\n" + pad + "    ." + modifier.source(indent: indent + 4)
        }
    }
}

extension RandomTree.TrackKind {
    var source: String {
        switch self {
        case let .flexible(minimum, maximum): return "GridItem(.flexible(minimum: \(literal(minimum)), maximum: \(literal(maximum))))"
        case let .fixed(length): return "GridItem(.fixed(\(literal(length))))"
        case let .adaptive(minimum): return "GridItem(.adaptive(minimum: \(literal(minimum))))"
        }
    }
}

extension RandomTree.Modifier {
    func source(indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        func optional(_ value: CGFloat?) -> String { value.map { literal($0) } ?? "nil" }
        func alignment(_ index: Int) -> String { RandomTreeValues.alignments[index % 9].1 }
        func layer(_ name: String, _ content: RandomTree, _ index: Int) -> String {
            "\(name)(alignment: \(alignment(index))) {\n" + pad + "    " + content.source(indent: indent + 4) + "\n" + pad + "}"
        }
        switch self {
        case let .frame(width, height, index):
            return "frame(width: \(optional(width)), height: \(optional(height)), alignment: \(alignment(index)))"
        case let .flexibleFrame(minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, index):
            return "frame(minWidth: \(optional(minWidth)), idealWidth: \(optional(idealWidth)), maxWidth: \(optional(maxWidth)), "
                + "minHeight: \(optional(minHeight)), idealHeight: \(optional(idealHeight)), maxHeight: \(optional(maxHeight)), alignment: \(alignment(index)))"
        case let .padding(edges, length):
            return "padding(\(RandomTreeValues.edges[edges % RandomTreeValues.edges.count].1), \(optional(length)))"
        case let .fixedSize(horizontal, vertical):
            return "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        case let .layoutPriority(priority):
            return "layoutPriority(\(literal(priority, type: "Double")))"
        case let .aspectRatio(ratio, fill):
            return "aspectRatio(\(optional(ratio)), contentMode: \(fill ? ".fill" : ".fit"))"
        case let .offset(x, y):
            return "offset(x: \(literal(x)), y: \(literal(y)))"
        case let .position(x, y):
            return "position(x: \(literal(x)), y: \(literal(y)))"
        case let .overlay(content, index):
            return layer("overlay", content, index)
        case let .background(content, index):
            return layer("background", content, index)
        case let .alignmentGuide(horizontal, fraction):
            return horizontal
                ? "alignmentGuide(.leading) { $0.width * \(literal(fraction)) }"
                : "alignmentGuide(.top) { $0.height * \(literal(fraction)) }"
        case .clipped:
            return "clipped()"
        case let .opacity(value):
            return "opacity(\(literal(value, type: "Double")))"
        case let .shadow(radius):
            return "shadow(radius: \(literal(radius)))"
        case let .rotation(degrees):
            return "rotationEffect(.degrees(\(literal(degrees, type: "Double"))))"
        case let .scale(x, y):
            return "scaleEffect(x: \(literal(x)), y: \(literal(y)))"
        case let .blur(radius):
            return "blur(radius: \(literal(radius)))"
        case let .border(width):
            return "border(Color.black, width: \(literal(width)))"
        case let .font(size):
            return "font(.system(size: \(literal(size))))"
        case let .lineLimit(limit):
            return "lineLimit(\(limit.map(String.init) ?? "nil"))"
        case let .zIndex(value):
            return "zIndex(\(literal(value, type: "Double")))"
        case let .gridCellColumns(count):
            return "gridCellColumns(\(count))"
        case let .clipShape(kind):
            return "clipShape(\(kind.source))"
        case let .cornerRadius(radius):
            return "cornerRadius(\(literal(radius)))"
        case .hidden:
            return "hidden()"
        case let .multilineTextAlignment(index):
            return "multilineTextAlignment(\([".leading", ".center", ".trailing"][index % 3]))"
        case let .truncationMode(index):
            return "truncationMode(\([".head", ".middle", ".tail"][index % 3]))"
        case let .minimumScaleFactor(factor):
            return "minimumScaleFactor(\(literal(factor)))"
        case let .ignoresSafeArea(edges):
            return "ignoresSafeArea(edges: Edge.Set(rawValue: \(edges & 15)))"
        case let .safeAreaInset(edge, content, spacing):
            let edgeName = [".top", ".bottom", ".leading", ".trailing"][edge % 4]
            return "safeAreaInset(edge: \(edgeName), spacing: \(optional(spacing))) {\n" + pad + "    " + content.source(indent: indent + 4) + "\n" + pad + "}"
        case let .safeAreaPadding(length):
            return "safeAreaPadding(.all, \(optional(length)))"
        case let .mask(kind):
            return "mask { \(kind.source) }"
        case let .blendMode(index):
            return "blendMode(.\(BlendMode.allCases[index % BlendMode.allCases.count].rawValue))"
        case let .rotation3D(degrees, axis, perspective):
            return "rotation3DEffect(.degrees(\(literal(degrees, type: "Double"))), axis: \(RandomTreeValues.rotationAxes[axis % 4].1), perspective: \(literal(perspective)))"
        case let .material(index):
            return "background(\(RandomTreeValues.materials[index % RandomTreeValues.materials.count].1))"
        case let .hueRotation(degrees):
            return "hueRotation(.degrees(\(literal(degrees, type: "Double"))))"
        case let .tracking(amount):
            return "tracking(\(literal(amount)))"
        case .underline:
            return "underline()"
        case let .containerRelativeFrame(axes, count, span, spacing):
            return "containerRelativeFrame(\(RandomTreeValues.axes[axes]!.1), count: \(count), span: \(span), spacing: \(literal(spacing)))"
        case .redacted:
            return "redacted(reason: .placeholder)"
        case .darkScheme:
            return "environment(\\.colorScheme, .dark)"
        case .rightToLeft:
            return "environment(\\.layoutDirection, .rightToLeft)"
        case let .visualEffectOffset(factor):
            return "visualEffect { content, proxy in\n" + pad + "    content.offset(y: proxy.frame(in: .global).minY * \(literal(factor)))\n" + pad + "}"
        case let .sheet(content, detent):
            return "sheet(isPresented: .constant(true)) {\n" + pad + "    " + content.source(indent: indent + 4) + "\n"
                + pad + "        .presentationDetents([\(RandomTreeValues.detents[detent % RandomTreeValues.detents.count].1)])\n" + pad + "}"
        }
    }
}

/// A number as Swift source: whole numbers without a fraction, the special values by name.
func literal(_ value: Double, type: String = "CGFloat") -> String {
    if value.isNaN { return "\(type).nan" }
    if value == .infinity { return "\(type).infinity" }
    if value == -.infinity { return "-\(type).infinity" }
    if value == .greatestFiniteMagnitude { return "\(type).greatestFiniteMagnitude" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

func literal(_ value: CGFloat) -> String {
    literal(Double(value), type: "CGFloat")
}

/// A string as a Swift string literal.
func stringLiteral(_ string: String) -> String {
    var result = "\""
    for character in string {
        switch character {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        default: result.append(character)
        }
    }
    return result + "\""
}
