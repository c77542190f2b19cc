import CStackSwitch
@testable import EaselCore
import Foundation
import Testing

/// The large stack deep layouts run on (`LargeStack`) gives back what a deep layout touched below
/// its top megabyte once the layout is done, so a thread that laid out a deep tree once doesn't
/// keep that memory.
@Suite struct LargeStackTests {
    /// Recurses `depth` times with a frame of at least 256 bytes each, and returns how much of the
    /// large stack is in memory at the bottom.
    @inline(never)
    private static func residentBytes(atDepth depth: Int) -> Int {
        var frame = (UInt64(depth), 0, 0, 0, 0, 0, 0, 0) as (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        var frame2 = frame
        var frame3 = frame
        var frame4 = frame
        // Written through a pointer, so that they are really on the stack.
        withUnsafeMutableBytes(of: &frame) { $0[1] = 1 }
        withUnsafeMutableBytes(of: &frame2) { $0[1] = 2 }
        withUnsafeMutableBytes(of: &frame3) { $0[1] = 3 }
        withUnsafeMutableBytes(of: &frame4) { $0[1] = 4 }
        let below = depth == 0 ? Int(easel_large_stack_resident_bytes()) : residentBytes(atDepth: depth - 1)
        return below + Int(frame.1 & frame2.1 & frame3.1 & frame4.1 & 0)
    }

    @Test func aDeepRunGivesBackWhatItTouchedBelowTheTopMegabyte() {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let deepest = LargeStack.run { Self.residentBytes(atDepth: 40_000) }
        // 40,000 frames of 256 bytes or more: at least 10 MB was in memory at the bottom.
        #expect(deepest >= 10_000_000, "\(deepest)")
        // Afterwards only the top megabyte stays, for the next layout.
        let after = Int(easel_large_stack_resident_bytes())
        #expect(after <= (1 << 20) + page, "\(after)")
        #expect(after > 0)
    }

    @Test func shortRunsAskTheSystemOnlyOnceInSixtyFour() {
        // A run of a few microseconds can't have written a megabyte of stack: only every 64th
        // run asks whether the stack was used below its top megabyte.
        _ = LargeStack.run { 0 }
        let before = easel_large_stack_residency_checks()
        for _ in 0..<128 {
            _ = LargeStack.run { 1 }
        }
        // Two, or a few more if the machine paused a run for 100 µs; asking after every run
        // would be 128.
        let checks = easel_large_stack_residency_checks() - before
        #expect(checks >= 2 && checks <= 8, "\(checks)")
        // A long run asks at once.
        let start = easel_large_stack_residency_checks()
        _ = LargeStack.run { usleep(2_000) }
        #expect(easel_large_stack_residency_checks() - start == 1)
    }
}
