import Foundation

/// UIKit's image picker (`UIImagePickerController`), which files wrap in a
/// `UIViewControllerRepresentable` (an "ImagePicker") to take a photo or pick one. Drawn as a
/// representable's placeholder; no source is available on Linux, and nothing is picked, so its
/// delegate (the navigation controller's, which files set to a coordinator of both delegate
/// protocols) is told nothing. SwiftUI's own `PhotosPicker` draws its button and picks in a host.
open class UIImagePickerController: UINavigationController, @unchecked Sendable {
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public enum CameraDevice: Int, Sendable { case rear, front }
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540 }

    /// The keys of the picked media's description (`UIImagePickerController.InfoKey`).
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var videoQuality: QualityType = .typeMedium
    open var showsCameraControls = true

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Whether the source is available: on Linux, none is (no camera, no photo library).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }

    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }

    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
}

/// What an image picker tells its delegate (`UIImagePickerControllerDelegate`); both methods are
/// optional, as in UIKit.
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
