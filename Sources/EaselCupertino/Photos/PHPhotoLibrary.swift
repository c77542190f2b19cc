import EaselCore
import Foundation

/// The person's photo library (Apple, Photos' `PHPhotoLibrary`), which a `PhotosPicker` may be
/// given so that the items it picks carry their library identifiers. Linux has no photo library:
/// the one library there is, and it holds nothing (a host picks files with `choosePhotos(_:)`).
public final class PHPhotoLibrary: @unchecked Sendable {
    private static let library = PHPhotoLibrary()

    private init() {}

    /// The shared library.
    public static func shared() -> PHPhotoLibrary { library }
}

extension PhotosPicker {
    /// A picker whose items come from `photoLibrary` (Apple, iOS 16): the same picker here.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding, label: label)
    }

    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding, label: label)
    }
}
