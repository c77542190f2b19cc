import Testing
import Foundation
@testable import Easel
@testable import EaselCupertino

/// The profile-photo idiom of iOS 16 apps: a picker, then a task that loads the item picked.
private struct ProfilePhoto: View {
    @State private var item: PhotosPickerItem?
    @State private var photo: Image?
    @State private var status = "No photo"

    var body: some View {
        VStack {
            PhotosPicker("Choose photo", selection: $item, matching: .images)
            if let photo {
                photo.id("photo")
            }
            Text(status).id("status")
        }
        .task(id: item) {
            guard let item else { return }
            let bytes = (try? await item.loadTransferable(type: Data.self))?.count ?? 0
            photo = (try? await item.loadTransferable(type: Image.self)) ?? nil
            status = "Loaded \(bytes) bytes"
        }
    }
}

/// `PhotosPicker` and `photosPicker`: a button in the accent colour, a sheet a host answers, and
/// items that load as `Data` or `Image` through their transfer representations.
@Suite struct PhotosPickerTests {
    private func temporaryFile(_ name: String, _ data: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PhotosPicker-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try data.write(to: file)
        return file
    }

    /// Removes the folders `temporaryFile` made, so that test runs leave nothing behind.
    private func removeFolders(of files: [URL]) {
        for file in files { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    }

    @Test @MainActor func aPickedPhotoLoadsAsDataAndAsAnImage() throws {
        // A 4 × 4 point red square, as a PNG at 1×.
        let renderer = ImageRenderer(content: Color.red.frame(width: 4, height: 4))
        renderer.scale = 1
        let png = try renderer.pngData()
        let photo = try temporaryFile("red.png", png)
        let notes = try temporaryFile("notes.txt", Data("hello".utf8))
        defer { removeFolders(of: [photo, notes]) }

        let host = ViewHost(ProfilePhoto())
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Choose photo", "No photo"])
        try host.tap("Choose photo")
        #expect(host.diagnostics == ["photosPicker: iOS's photo picker, which shows the person's photo library, isn't drawn: its sheet is left empty. A ViewHost answers it with choosePhotos(_:) or cancelFilePicker()."])
        #expect(throws: ViewHostError.fileNotAllowed("notes.txt", allowed: ["images"])) { try host.choosePhotos([notes]) }
        #expect(throws: ViewHostError.fileNotAllowed("2 photos", allowed: ["at most 1 (maxSelectionCount)"])) { try host.choosePhotos([photo, photo]) }
        try host.choosePhotos([photo])
        try host.runTasks()
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Choose photo", "Loaded \(png.count) bytes"])
        // The image drawn is the PNG's 4 × 4 pixels at 1×.
        #expect(host.layout.frame(id: "photo")?.size == CGSize(width: 4, height: 4))
        #expect(host.diagnostics.isEmpty)
    }

    /// A picker given the photo library (iOS 16) is the same picker.
    @Test func aPickerGivenThePhotoLibrary() {
        let plain = ViewLayout(of: PhotosPicker(selection: .constant(nil), matching: .images) { Image(systemName: "photo") }, on: .iPhone15Pro)
        let library = ViewLayout(of: PhotosPicker(selection: .constant(nil), matching: .images, photoLibrary: .shared()) { Image(systemName: "photo") }, on: .iPhone15Pro)
        #expect(plain.description == library.description)
        #expect(PHPhotoLibrary.shared() === PHPhotoLibrary.shared())
    }

    @Test func filtersTellImagesFromVideos() {
        #expect(PHPickerFilter.images.matches(.png) && !PHPickerFilter.images.matches(.mpeg4Movie))
        #expect(PHPickerFilter.any(of: [.images, .videos]).matches(.quickTimeMovie))
        #expect(PHPickerFilter.not(.videos).matches(.jpeg) && !PHPickerFilter.not(.videos).matches(.mpeg4Movie))
        #expect(PHPickerFilter.any(of: [.screenshots, .not(.livePhotos)]).description == "screenshots or anything but live photos")
        // An item of a type its transferable doesn't import loads as nothing.
        let item = PhotosPickerItem(file: URL(fileURLWithPath: "/tmp/clip.mp4"))
        #expect(item.supportedContentTypes == [.mpeg4Movie])
    }

    @Test @MainActor func severalPhotosWithTheModifier() throws {
        let first = try temporaryFile("a.jpg", Data([0xFF, 0xD8, 0xFF]))
        let second = try temporaryFile("b.heic", Data([0]))
        defer { removeFolders(of: [first, second]) }
        var picked: [PhotosPickerItem] = []
        let binding = Binding(get: { picked }, set: { picked = $0 })
        let host = ViewHost(Color.blue.photosPicker(isPresented: .constant(true), selection: binding, maxSelectionCount: 2))
        try host.choosePhotos([first, second])
        #expect(picked.map(\.itemIdentifier) == [first.path, second.path])
    }
}
