@_exported import EaselCore
@_exported import EaselCupertino
@_exported import EaselUIKit
@_exported import EaselRendering
// What SwiftUI code expects to come with `import SwiftUI`: Foundation (URL, Date, …), Combine's ObservableObject and
// @Published (from OpenCombine, as Linux has no Combine) and the Observation framework's
// @Observable.
@_exported import Foundation
@_exported import OpenCombine
@_exported import Observation
