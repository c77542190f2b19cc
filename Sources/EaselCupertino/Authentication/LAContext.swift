import Foundation

// LocalAuthentication's names (`import LocalAuthentication` reads as `import Easel`). A picture is
// drawn on a machine with no Face ID, Touch ID or passcode: every policy is unavailable, as on an
// iPhone simulator with no enrolled face, and code takes the branch it takes there.

/// What a person proves to authenticate (Apple, `LAPolicy`).
public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
}

/// The biometry a device has (Apple, `LABiometryType`): none here.
public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
}

/// Why authentication didn't succeed (Apple, `LAError`), in the domain and with the codes Apple's
/// documentation gives.
public struct LAError: Error, Equatable, Sendable, CustomNSError {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case notInteractive = -1004
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var errorDomain: String { "com.apple.LocalAuthentication" }
    public var errorCode: Int { code.rawValue }

    public static let authenticationFailed = Code.authenticationFailed
    public static let userCancel = Code.userCancel
    public static let userFallback = Code.userFallback
    public static let systemCancel = Code.systemCancel
    public static let passcodeNotSet = Code.passcodeNotSet
    public static let biometryNotAvailable = Code.biometryNotAvailable
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    public static let biometryLockout = Code.biometryLockout
    public static let appCancel = Code.appCancel
    public static let invalidContext = Code.invalidContext
    public static let notInteractive = Code.notInteractive
}

/// `catch LAError.userCancel`: whether `error` is an `LAError` with `code`.
public func ~= (code: LAError.Code, error: any Error) -> Bool {
    (error as? LAError)?.code == code
}

/// A context for authenticating the person (Apple, `LAContext`). Here no policy can be evaluated:
/// biometrics are unavailable (`LAError.biometryNotAvailable`) and no passcode is set
/// (`LAError.passcodeNotSet`).
open class LAContext: @unchecked Sendable {
    open var localizedReason = ""
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var interactionNotAllowed = false

    public init() {}

    /// The device's biometry: none.
    open var biometryType: LABiometryType { .none }

    /// Whether `policy` can be evaluated: never here; `error` is set to why.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = LAContext.unavailableError(for: policy) as NSError
        return false
    }

    /// Evaluates `policy`: `reply` is told it failed, with the error `canEvaluatePolicy` gives. Apple
    /// replies on a private queue; Easel replies before returning, so that a picture or a host's
    /// tap sees the outcome deterministically.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        reply(false, LAContext.unavailableError(for: policy))
    }

    /// Evaluates `policy`: throws why it can't be.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw LAContext.unavailableError(for: policy)
    }

    open func invalidate() {}

    static func unavailableError(for policy: LAPolicy) -> LAError {
        policy == .deviceOwnerAuthenticationWithBiometrics ? LAError(.biometryNotAvailable) : LAError(.passcodeNotSet)
    }
}
