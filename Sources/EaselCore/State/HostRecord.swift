import Foundation

/// What the system was asked to do for the views of one `ViewHost`: the URLs links opened and the
/// items share links shared. The process-wide records (``OpenedURLs``, `ShareRecord`) hold every
/// host's, so tests that run in parallel read their own host's here instead.
@_spi(SystemViews)
public final class _HostRecord: @unchecked Sendable {
    // @unchecked: every field is only touched under `lock`.
    private let lock = NSLock()
    private var urls: [URL] = []
    private var items: [String] = []

    package init() {}

    /// The URLs opened so far, in order.
    package var openedURLs: [URL] { lock.withLock { urls } }

    /// The items shared so far, in order.
    package var sharedItems: [String] { lock.withLock { items } }

    package func recordOpened(_ url: URL) {
        lock.withLock { urls.append(url) }
    }

    public func _recordShared(_ item: String) {
        lock.withLock { items.append(item) }
    }
}

enum HostRecordKey: EnvironmentKey {
    static let defaultValue: _HostRecord? = nil
}

extension EnvironmentValues {
    /// The record of the host the views are in, if a `ViewHost` hosts them (SPI for Easel's iOS
    /// looks: share links record there).
    @_spi(SystemViews)
    public var _hostRecord: _HostRecord? {
        get { self[HostRecordKey.self] }
        set { self[HostRecordKey.self] = newValue }
    }
}
