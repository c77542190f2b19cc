import Testing
import Foundation
@testable import Easel
@testable import EaselUIKit

/// Apple's unified logging as app files use it: a `Logger` with privacy, format and alignment in
/// its interpolations, written to standard error.
@Suite struct LoggerTests {
    @Test func interpolationsAreFormattedAsOSLogFormatsThem() {
        let count = 42
        let ratio = 3.14159
        let name = "Ada"
        let message: OSLogMessage = "n=\(count, privacy: .public) r=\(ratio, format: .fixed(precision: 2)) h=\(255, format: .hex(includePrefix: true)) [\(name, align: .left(columns: 5))] [\(name, privacy: .private)] \(ratio)"
        #expect(message.text == "n=42 r=3.14 h=0xff [Ada  ] [Ada] 3.14159")
        let plain: OSLogMessage = "Loaded \(count) items for \(name)"
        #expect(plain.text == "Loaded 42 items for Ada")
    }

    /// Each message is a line naming where it comes from and its level; `Logger()` names nothing.
    @Test func aMessageIsALineWithItsSourceAndLevel() {
        let logger = Logger(subsystem: "com.example.app", category: "network")
        #expect(logger.line(.error, "failed \(404)") == "[com.example.app:network] error: failed 404")
        #expect(logger.line(.default, "started") == "[com.example.app:network] notice: started")
        #expect(Logger().line(.info, "hello") == "info: hello")
        // Every level compiles as app files call it, and writes without trapping.
        logger.debug("debug \(1)")
        logger.trace("trace")
        logger.info("info")
        logger.notice("notice")
        logger.warning("warning")
        logger.error("error \(URL(string: "https://example.com")!, privacy: .public)")
        logger.critical("critical")
        logger.fault("fault")
        logger.log("log")
        logger.log(level: .info, "level")
    }
}
