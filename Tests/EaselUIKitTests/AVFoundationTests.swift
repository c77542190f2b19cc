import Foundation
import Testing
@testable import Easel

/// AVFoundation's sound players, silent in a picture, keep the state an app reads back.
@Suite struct AVFoundationTests {
    @Test func aPlayerPlaysSilentlyAndKeepsItsState() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-beep-\(UUID().uuidString).wav")
        try Data([0x52, 0x49, 0x46, 0x46]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let player = try AVAudioPlayer(contentsOf: file)
        #expect(!player.isPlaying)
        #expect(player.play())
        #expect(player.isPlaying)
        player.numberOfLoops = -1
        player.setVolume(0.5, fadeDuration: 1)
        #expect(player.volume == 0.5 && player.numberOfLoops == -1)
        player.stop()
        #expect(!player.isPlaying && player.duration == 0)
    }

    @Test func aMissingFileFailsAsOnIOS() {
        let missing = URL(fileURLWithPath: "/nonexistent/Beep.mov")
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: missing) }
    }

    @Test func theSessionKeepsItsCategory() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
        try session.setActive(true)
        #expect(session.category == .playback && session.mode == .spokenAudio && session.isActive)
        AudioServicesPlaySystemSound(1005)
    }
}
