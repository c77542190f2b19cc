// swift-tools-version: 6.2
import PackageDescription

// Easel built with its `MainActorViews` trait, as an app package would use it, and the contract
// that trait keeps: files written for SwiftUI's isolation compile with only the import changed.
// `scripts/test` runs it (`swift test --package-path Tests/MainActorViewsPackage`).
let package = Package(
    name: "MainActorViewsContract",
    dependencies: [
        .package(name: "Easel", path: "../..", traits: ["MainActorViews"]),
    ],
    targets: [
        // Files in the Swift 5 language mode with no default isolation, as Xcode 15 and 16 create
        // app targets: views are main-actor isolated because `View` is, and code that makes them
        // from nonisolated contexts compiles, as against SwiftUI.
        .testTarget(
            name: "Swift5ContractTests",
            dependencies: [.product(name: "Easel", package: "Easel")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Files in the Swift 6 language mode: main-actor models, and closures given to the
        // standard library from bodies and actions, which Swift 6 checks at run time.
        .testTarget(name: "Swift6ContractTests", dependencies: [.product(name: "Easel", package: "Easel")]),
    ]
)
