import Foundation

/// A player of a sound file (AVFoundation's `AVAudioPlayer`), for the files that play a sound when
/// a timer ends or a button is tapped: a picture has no sound, so nothing is heard, but the player
/// keeps the state an app reads back (playing after `play()`, its volume, its loops, its time).
///
/// Making one fails as AVFoundation's does for a file that isn't there; Easel decodes no audio, so
/// `duration` is 0 and the time doesn't advance.
open class AVAudioPlayer: @unchecked Sendable {
    public let url: URL?
    public let data: Data?
    public private(set) var isPlaying = false
    public var volume: Float = 1
    public var numberOfLoops = 0
    public var currentTime: TimeInterval = 0
    public var rate: Float = 1
    public var enableRate = false
    public var duration: TimeInterval { 0 }
    public weak var delegate: (any AVAudioPlayerDelegate)?

    /// A player of the file at `url`; throws when there is no file there.
    public init(contentsOf url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: 2003334207, userInfo: [NSLocalizedDescriptionKey: "The file “\(url.lastPathComponent)” couldn’t be opened because there is no such file."])
        }
        self.url = url
        self.data = nil
    }

    public convenience init(contentsOf url: URL, fileTypeHint: String?) throws {
        try self.init(contentsOf: url)
    }

    public init(data: Data) throws {
        self.url = nil
        self.data = data
    }

    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Starts playing (silently): `isPlaying` is true until `pause()` or `stop()`.
    @discardableResult
    open func play() -> Bool {
        isPlaying = true
        return true
    }

    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { play() }

    open func pause() { isPlaying = false }

    open func stop() { isPlaying = false }

    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) {
        self.volume = volume
    }
}

/// What an audio player tells its delegate (AVFoundation's `AVAudioPlayerDelegate`): never called,
/// as nothing plays to its end in a picture.
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
}

/// The app's audio session (AVFoundation's `AVAudioSession`): categories and activation are
/// accepted and kept; nothing is routed anywhere.
public final class AVAudioSession: @unchecked Sendable {
    private static let shared = AVAudioSession()
    public static func sharedInstance() -> AVAudioSession { shared }

    public struct Category: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }

    public struct Mode: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
    }

    public private(set) var category: Category = .soloAmbient
    public private(set) var mode: Mode = .default
    public private(set) var isActive = false

    public func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
    }

    public func setCategory(_ category: Category) throws {
        self.category = category
    }

    public func setActive(_ active: Bool) throws {
        isActive = active
    }
}

/// A system sound's identifier (AudioToolbox's `SystemSoundID`).
public typealias SystemSoundID = UInt32

/// Plays a system sound (AudioToolbox's `AudioServicesPlaySystemSound`): nothing is heard in a
/// picture.
public func AudioServicesPlaySystemSound(_ soundID: SystemSoundID) {}
