// swift-tools-version: 6.2
import CompilerPluginSupport
//
// Easel: SwiftUI's layout and rendering, rebuilt in Swift for Linux.
// The targets are layers; each depends only on those below it (see ARCHITECTURE.md):
//   EaselText (fonts, shaping, line breaking) <- EaselCore (views and layout) <- EaselCupertino (iOS's look)
//   <- EaselRendering (pictures) <- EaselData (SwiftData's stand-in)
//   <- Easel (what SwiftUI code imports) <- EaselGallery, EaselFuzzing, EaselPreviews,
//   EaselPreviewServer, easel (tools)
import PackageDescription

let package = Package(
    name: "Easel",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Easel", targets: ["Easel"]),
        .library(name: "EaselText", targets: ["EaselText"]),
        // Snapshot strategies for swift-snapshot-testing: a separate product, so that a package
        // that only makes pictures doesn't build the testing library.
        .library(name: "EaselSnapshotTesting", targets: ["EaselSnapshotTesting"]),
        .executable(name: "easel", targets: ["easel"]),
        // What `easel render FILE.swift` is made of (the benchmarks time a render after an edit).
        .library(name: "EaselPreviews", targets: ["EaselPreviews"]),
    ],
    // `Macros` (on by default): the `#Preview` and `@Entry` macros, which build swift-syntax (about
    // two minutes on two cores). A package that only makes pictures can turn it off:
    // `.package(path: "../Easel", traits: [])`.
    // `MainActorViews` (off by default): `View`, `ViewModifier`, the styles, `App`, `Scene` and
    // `ToolbarContent` are `@MainActor @preconcurrency`, as SwiftUI declares them, and `ViewLayout`,
    // `ImageRenderer` and `ViewHost` are `@MainActor`: for app files written against SwiftUI's
    // isolation (see `View`). `Tests/MainActorViewsPackage` builds Easel with it.
    traits: [
        .trait(name: "Macros", description: "The #Preview and @Entry macros (builds swift-syntax)."),
        .trait(name: "MainActorViews", description: "Views, modifiers, styles and scenes are main-actor isolated, as in SwiftUI; layout and rendering run on the main actor."),
        .default(enabledTraits: ["Macros"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // ObservableObject and @Published: Combine's open implementation (Linux has no Combine).
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        // The #Preview macro.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
        // `easel preview`'s web server (only the `easel` command builds it; its optional parts off).
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        // Hummingbird's logger (kept quiet) and its channels (the port it bound).
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        // EaselSnapshotTesting's strategies plug into it.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    ],
    targets: [
        // C libraries from Debian, found through pkg-config.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        // PNG encoding with zlib on several threads, checksummed by libdeflate's vectorised Adler-32
        // (see Sources/CPNGEncoder/include/CPNGEncoder.h).
        .target(name: "CPNGEncoder", linkerSettings: [.linkedLibrary("z"), .linkedLibrary("deflate"), .linkedLibrary("pthread")]),

        // ICU behind a narrow C interface (see Sources/CICU/include/CICU.h for why).
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
        // libpng and libjpeg behind a narrow C interface: their errors longjmp, which must not cross
        // Swift frames (see Sources/CImageCodecs/include/CImageCodecs.h).
        .target(name: "CImageCodecs", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]),
        // Running layout on a large stack without leaving the calling thread (see
        // Sources/EaselCore/Engine/LargeStack.swift): ucontext's makecontext is variadic C.
        .target(name: "CStackSwitch"),
        .target(name: "CPrefetch"),
        // The rasteriser's own per-pixel loops (perspective warp, blur), fast in unoptimised builds
        // too (see Sources/CPixelLoops/include/CPixelLoops.h).
        .target(name: "CPixelLoops"),

        // Layer 1: text.
        .target(
            name: "EaselText",
            dependencies: ["CFreeType", "CHarfBuzz", "CICU", "CFontconfig"],
            // Inter (text and Display cuts, roman and italic, variable `wght`) and M+ 1 Regular, with
            // their OFL licence texts; see Sources/EaselText/BundledFonts.swift.
            resources: [.copy("Resources/Fonts")]
        ),
        // Layer 2: the view vocabulary and the layout engine.
        .target(
            name: "EaselCore",
            dependencies: ["EaselText", "CImageCodecs", "CStackSwitch", "CPrefetch", "CCairo", "CPoppler", "CRsvg", .product(name: "OpenCombine", package: "OpenCombine")],
            // Fork Awesome (OFL 1.1, licence beside it), drawing Image(systemName:); see
            // Sources/EaselCore/Image/SymbolFont.swift.
            resources: [.copy("Resources/SymbolFont")]
        ),
        // Layer 2½: iOS's look (Flutter's `cupertino` over its `widgets`): the system bars, and the
        // views iOS draws around an app's content, composed only of EaselCore's public views.
        .target(name: "EaselCupertino", dependencies: ["EaselCore"]),
        // UIKit's names that SwiftUI files use (UIScreen, UIColor, UIImage, …), kept out of the engine.
        .target(name: "EaselUIKit", dependencies: ["EaselCore"]),
        // Layer 3: rendering. A display list, and PNG, PDF (Cairo) and SVG from it; apps, whose
        // windows are drawn, and previews.
        .target(name: "EaselRendering", dependencies: [
            "EaselCore", "EaselCupertino", "EaselText", "CCairo", "CFreeType", "CPNGEncoder", "CImageCodecs", "CPixelLoops",
            .target(name: "EaselMacros", condition: .when(traits: ["Macros"])),
            // Scenes take observable objects (`WindowGroup { … }.environmentObject(store)`).
            .product(name: "OpenCombine", package: "OpenCombine"),
        ]),
        .macro(
            name: "EaselMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // SwiftData's stand-in: `@Model`, `@Query`, model containers and contexts, in memory. Above
        // rendering, because an app's scenes take a container (`WindowGroup { … }.modelContainer`).
        .target(name: "EaselData", dependencies: [
            "EaselCore", "EaselRendering", .target(name: "EaselMacros", condition: .when(traits: ["Macros"])),
        ]),
        // Keychain Services' names (`SecItemAdd`, `kSecClass`, …) with an in-memory keychain, on
        // Foundation alone: files that import only Foundation reach them, as on Apple's systems.
        .target(name: "EaselSecurity"),
        // Local notifications' names (`UNUserNotificationCenter`, content, triggers, requests), in
        // memory, on Foundation alone: a picture shows no notification (see the centre's comment).
        .target(name: "EaselUserNotifications"),
        // The module SwiftUI code imports instead of SwiftUI.
        // OpenCombineFoundation: Combine's Foundation publishers (`Timer.publish`, `NotificationCenter`'s);
        // OpenCombineDispatch: `DispatchQueue` as a scheduler (`receive(on: DispatchQueue.main)`).
        .target(name: "Easel", dependencies: ["EaselCore", "EaselCupertino", "EaselUIKit", "EaselRendering", "EaselData", "EaselSecurity", "EaselUserNotifications",
                                              .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                                              .product(name: "OpenCombineDispatch", package: "OpenCombine")]),

        // Layer 4: tools. The gallery's scenes, and the `easel` command.
        .target(
            name: "EaselGallery",
            dependencies: ["Easel"],
            resources: [.copy("Resources/Assets")]   // pictures drawn by `easel assets`
        ),
        // `assertSnapshot(of: view, as: .image)` and friends on Linux.
        .target(
            name: "EaselSnapshotTesting",
            dependencies: ["Easel", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // Random view trees, the invariants every tree keeps, and shrinking: `easel fuzz` and the tests.
        .target(name: "EaselFuzzing", dependencies: ["Easel"]),
        // `easel render FILE.swift`: a user's files read and built in a cached package (EaselCore
        // for reading their project's asset catalogs).
        .target(name: "EaselPreviews", dependencies: ["EaselCore", "EaselRendering"]),
        // `easel preview FILE.swift`: a local web page showing the previews, redrawn as the files
        // change, with their layout trees and why each view got its size.
        .target(name: "EaselPreviewServer", dependencies: ["EaselPreviews", .product(name: "Hummingbird", package: "hummingbird"),
                                                                .product(name: "Logging", package: "swift-log"),
                                                                .product(name: "NIOCore", package: "swift-nio")]),
        .executableTarget(
            name: "easel",
            dependencies: ["EaselGallery", "EaselFuzzing", "EaselPreviews", "EaselPreviewServer",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        .testTarget(
            name: "EaselTextTests",
            dependencies: ["EaselText"],
            exclude: ["Oracle"]   // the script that regenerates the oracle widths (hb-shape)
        ),
        .testTarget(name: "EaselCoreTests", dependencies: ["Easel"], resources: [.copy("Fixtures")]),
        .testTarget(name: "EaselDataTests", dependencies: ["Easel"]),
        // An example app: `swift run QuizApp` draws its window.
        .executableTarget(name: "QuizApp", dependencies: ["Easel"]),

        .testTarget(name: "EaselCommandTests", dependencies: ["easel", "EaselGallery", "EaselPreviews", "EaselPreviewServer", "QuizApp"]),
        // iOS's look: system bars, navigation stacks, toolbars, frame by frame and through hosts.
        .testTarget(name: "EaselCupertinoTests", dependencies: ["Easel"]),
        .testTarget(name: "EaselUIKitTests", dependencies: ["Easel"]),
        .testTarget(
            name: "EaselSnapshotTestingTests",
            dependencies: ["EaselSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        // SwiftUI-style screens that must keep compiling with only the import changed.
        .testTarget(name: "EaselContractTests", dependencies: ["Easel"]),
        // The same, for files that are main-actor isolated by default, as Swift 6 era projects
        // are: main-actor view models, `@Observable @MainActor` models.
        .testTarget(name: "EaselMainActorContractTests", dependencies: ["Easel"], swiftSettings: [.defaultIsolation(MainActor.self)]),
        // Thousands of random trees against the invariants of `TreeCheck`.
        .testTarget(name: "EaselFuzzingTests", dependencies: ["EaselFuzzing", "Easel"]),
        .testTarget(
            name: "EaselMacrosTests",
            dependencies: ["EaselMacros", .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax")]
        ),
        .testTarget(
            name: "EaselRenderingTests",
            dependencies: ["EaselRendering", "Easel", "EaselGallery"],
            exclude: ["Golden"]   // reviewed pictures the golden-image tests compare with
        ),
    ]
)
