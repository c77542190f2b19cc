@_spi(SystemViews) import EaselCore
import Foundation

/// A button that presents the photo picker (Apple, PhotosUI's `PhotosPicker`): drawn as a
/// borderless button with its label in the accent colour, as iOS draws it; tapped, the picker's
/// sheet (see `photosPicker(isPresented:selection:matching:preferredItemEncoding:)`).
nonisolated public struct PhotosPicker<Label: View>: View {
    let selection: PhotosPickerSelection
    let filter: PHPickerFilter?
    let label: Label
    @State private var isPresented = false

    public var body: some View {
        Button { isPresented = true } label: { label }
            .modifier(PhotosPickerPresentation(isPresented: $isPresented, selection: selection, filter: filter))
    }
}

extension PhotosPicker {
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.init(selection: .one(selection), filter: filter, label: label())
    }

    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.init(selection: .many(selection, limit: maxSelectionCount), filter: filter, label: label())
    }
}

extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: .one(selection), filter: filter, label: Text(titleKey))
    }

    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: .one(selection), filter: filter, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: .many(selection, limit: maxSelectionCount), filter: filter, label: Text(titleKey))
    }

    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: .many(selection, limit: maxSelectionCount), filter: filter, label: Text(title))
    }
}

nonisolated extension View {
    /// Presents the photo picker while `isPresented` is true; the item picked becomes the
    /// selection (Apple, PhotosUI's `photosPicker`). Drawn as an empty sheet, with a diagnostic
    /// (see `SystemPickerSheet`); a host picks with `choosePhotos(_:)`.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(PhotosPickerPresentation(isPresented: isPresented, selection: .one(selection), filter: filter))
    }

    /// Presents the photo picker for several items, at most `maxSelectionCount`.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(PhotosPickerPresentation(isPresented: isPresented, selection: .many(selection, limit: maxSelectionCount), filter: filter))
    }
}

/// What a photo picker sets: one item, or several.
enum PhotosPickerSelection {
    case one(Binding<PhotosPickerItem?>)
    case many(Binding<[PhotosPickerItem]>, limit: Int?)
}

/// The photo picker's sheet while `isPresented`: picking sets the selection and closes it.
nonisolated struct PhotosPickerPresentation: ViewModifier {
    let isPresented: Binding<Bool>
    let selection: PhotosPickerSelection
    let filter: PHPickerFilter?

    func body(content: Content) -> some View {
        let isPresented = isPresented
        let selection = selection
        // Without a filter the picker shows images and videos.
        let filter = filter ?? .any(of: [.images, .videos])
        let limit: Int? = switch selection {
        case .one: 1
        case let .many(_, limit): limit.flatMap { $0 > 0 ? $0 : nil }
        }
        content.sheet(isPresented: isPresented) {
            SystemPickerSheet(
                picker: _FilePicker(.photos(filter: filter.description, matches: filter.matches, limit: limit) { files in
                    let items = files.map(PhotosPickerItem.init(file:))
                    switch selection {
                    case let .one(binding): binding.wrappedValue = items.first
                    case let .many(binding, _): binding.wrappedValue = items
                    }
                    isPresented.wrappedValue = false
                }, cancel: { isPresented.wrappedValue = false }),
                modifierName: "photosPicker", shows: "iOS's photo picker, which shows the person's photo library,",
                answeredWith: "choosePhotos(_:) or cancelFilePicker()"
            )
        }
    }
}
