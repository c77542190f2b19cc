// swift-tools-version: 6.1
//
// Easel's benchmarks, with ordo-one's package-benchmark. Run from this folder:
//   swift package --allow-writing-to-package-directory benchmark
// They live in their own package so that Easel's users don't resolve the benchmark harness.
import Foundation
import PackageDescription

// The Easel package is this folder's parent; SwiftPM names a path dependency after its folder.
let easel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "EaselBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        benchmark("LayoutBenchmarks"),
        benchmark("RenderBenchmarks"),
        benchmark("ScrollBenchmarks"),
        benchmark("ScreenBenchmarks"),
        benchmark("UpdateBenchmarks"),
        benchmark("TextBenchmarks", using: [.product(name: "EaselText", package: easel)]),
        benchmark("PreviewBenchmarks", using: [.product(name: "EaselPreviews", package: easel)]),
    ]
)

/// A benchmark executable in the folder of its name, on Easel and package-benchmark's harness.
func benchmark(_ name: String, using extra: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: "Easel", package: easel),
            .product(name: "Benchmark", package: "package-benchmark"),
        ] + extra,
        path: name,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    )
}
