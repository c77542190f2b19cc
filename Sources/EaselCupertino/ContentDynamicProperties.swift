@_spi(SystemViews) import EaselCore
import Foundation

/// What connects the dynamic properties (`@Environment`, `@EnvironmentObject`) of chart and map
/// content of the app's own while a chart or map reads it, in the inputs of the chart or map:
/// such content reads the environment of the view it is in, as toolbar content does its view's
/// (`_DynamicPropertyInstaller`) [I: Apple documents it for toolbar content only; a trap where iOS
/// may draw is worse than content that reads its view's environment].
enum ContentDynamicProperties {
    final class Installer: @unchecked Sendable {
        // Used only on the thread resolving the chart or map, inside `withValue`.
        let installer: _DynamicPropertyInstaller
        init(_ installer: _DynamicPropertyInstaller) { self.installer = installer }
    }

    /// Set while a chart reads its marks or a map its items.
    @TaskLocal static var installer: Installer?

    /// Connects `content`'s dynamic properties, when a chart or map is reading it.
    static func connect<Content>(_ content: Content) {
        installer?.installer.install(in: content)
    }

    /// `read`'s result, with the dynamic properties of content read inside it connected by
    /// `installer`.
    static func reading<Result>(with installer: _DynamicPropertyInstaller, _ read: () -> Result) -> Result {
        $installer.withValue(Installer(installer), operation: read)
    }
}
