import CFreeType
import CHarfBuzz
import Foundation

/// A font file mapped into memory once (`hb_blob_create_from_file_or_fail`), shared by every
/// ``FontFace`` made from it: HarfBuzz shapes from the blob, FreeType reads the same bytes.
final class FontFile: @unchecked Sendable {
    // @unchecked: `blob` is immutable after init; hb_blob_t is thread-safe once made immutable.
    let url: URL
    let blob: OpaquePointer
    /// Faces in the file (more than one for .ttc collections).
    let faceCount: Int

    /// Maps the file and checks FreeType can open each face in it.
    /// Throws ``FontError/fileNotFound(_:)`` or ``FontError/corruptFile(_:reason:)`` naming the file.
    init(url: URL) throws(FontError) {
        self.url = url
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .fileNotFound(url)
        }
        guard let blob = hb_blob_create_from_file_or_fail(url.path) else {
            throw .corruptFile(url, reason: "the file cannot be read")
        }
        hb_blob_make_immutable(blob)
        let length = Int(hb_blob_get_length(blob))
        guard length > 0, let data = hb_blob_get_data(blob, nil) else {
            hb_blob_destroy(blob)
            throw .corruptFile(url, reason: "the file is empty")
        }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: FT_Byte.self)
        let count = FreeTypeLibrary.shared.withLock { library -> Result<Int, FontError> in
            var face: FT_Face?
            let error = FT_New_Memory_Face(library, bytes, FT_Long(length), -1, &face)
            guard error == 0, let face else {
                return .failure(.corruptFile(url, reason: FreeTypeLibrary.message(for: error)))
            }
            let faces = Int(face.pointee.num_faces)
            FT_Done_Face(face)
            return .success(faces)
        } ?? .failure(.corruptFile(url, reason: "FreeType is unavailable"))
        switch count {
        case .failure(let error):
            hb_blob_destroy(blob)
            throw error
        case .success(let faces):
            guard faces > 0 else {
                hb_blob_destroy(blob)
                throw .corruptFile(url, reason: "the file holds no faces")
            }
            self.blob = blob
            self.faceCount = faces
        }
    }

    /// The mapped bytes (valid as long as this object lives).
    var bytes: (pointer: UnsafePointer<FT_Byte>, count: Int) {
        let length = Int(hb_blob_get_length(blob))
        let data = hb_blob_get_data(blob, nil)!
        return (UnsafeRawPointer(data).assumingMemoryBound(to: FT_Byte.self), length)
    }

    deinit {
        hb_blob_destroy(blob)
    }
}
