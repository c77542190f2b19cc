import Testing
import Foundation
@testable import EaselText
@Test func placeholder() { #expect(probeLibraries()); #expect(probeICU() == 3); #expect(DateFormatter().string(from: Date(timeIntervalSince1970: 0)).isEmpty) }
