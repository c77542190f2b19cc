import Testing
import Foundation
import Easel
@testable import EaselFuzzing

@Suite struct RandomTreeTests {
    @Test func placeholder() {
        #expect(RandomTreeGenerator.sample(seed: 1).tree.viewCount > 0)
    }
}
