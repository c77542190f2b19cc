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
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Easel", package: easel),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "TextBenchmarks",
            dependencies: [
                .product(name: "Easel", package: easel),
                .product(name: "EaselText", package: easel),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "TextBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
