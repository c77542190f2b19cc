import Testing
import Foundation
@testable import EaselCore

/// `@SceneStorage`: a value kept with the host (Easel's scene), shared by key, defaulted in one-off
/// layouts.
@Suite struct SceneStorageTests {
    struct Editor: View {
        @SceneStorage("draft") var draft = "empty"
        var body: some View {
            VStack {
                Text(draft).id("draft")
                Button("Write") { draft = "written" }
            }
        }
    }

    struct Reader: View {
        @SceneStorage("draft") var draft = "unset"
        @SceneStorage("missing") var missing: String?
        var body: some View {
            Text("\(draft) \(missing ?? "nil")")
        }
    }

    @Test func valuesLiveWithTheHostAndAreSharedByKey() throws {
        let host = ViewHost(VStack { Editor(); Reader() })
        #expect(host.layout.description.contains("Text(\"empty\")"))
        #expect(host.layout.description.contains("Text(\"unset nil\")"))
        try host.tap("Write")
        #expect(host.layout.description.contains("Text(\"written\")"))
        #expect(host.layout.description.contains("Text(\"written nil\")"))
        // Laid out once, without a host: the default.
        #expect(lay(Editor()).description.contains("Text(\"empty\")"))
    }
}
