@_exported import EaselCore
@_exported import EaselCupertino
@_exported import EaselUIKit
@_exported import EaselRendering
@_exported import EaselData
@_exported import EaselSecurity
// What SwiftUI code expects to come with `import SwiftUI`: Foundation (URL, Date, …), Combine's ObservableObject and
// @Published (from OpenCombine, as Linux has no Combine), Combine's Foundation publishers
// (`Timer.publish(every:on:in:)`, `NotificationCenter.default.publisher(for:)`: a still picture
// is drawn before any timer fires, as SwiftUI's first frame is) and the Observation framework's
// @Observable.
@_exported import Foundation
@_exported import OpenCombine
@_exported import OpenCombineFoundation
@_exported import OpenCombineDispatch
@_exported import Observation
