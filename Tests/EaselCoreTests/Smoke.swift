import Testing
import Easel
@Test func placeholder() { #expect(1 + 1 == 2) }
