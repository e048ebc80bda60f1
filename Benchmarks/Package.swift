// swift-tools-version: 6.1
// The benchmarks live in their own package so the product keeps one dependency (ArgumentParser).
// Run everything with `Benchmarks/run` from the repository root; see Benchmarks/README.md.
import PackageDescription

let package = Package(
  name: "UnwrapBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "unwrap", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "UnwrapBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "UnwrapKit", package: "unwrap"),
        .product(name: "UnwrapRendering", package: "unwrap"),
      ],
      path: "Benchmarks/UnwrapBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
