// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "unwrap",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "unwrap", targets: ["unwrap"]),
    .library(name: "UnwrapKit", targets: ["UnwrapKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // Every lesson, review and question bank; the Swift file only exposes the bundle.
    .target(
      name: "UnwrapContent",
      path: "Content",
      exclude: [],
      sources: ["UnwrapContent.swift"],
      resources: [
        .copy("Chapters.json"), .copy("Sections"), .copy("Glossary.json"), .copy("Practice"),
      ]
    ),
    .target(name: "UnwrapKit", dependencies: ["UnwrapContent"]),
    .executableTarget(
      name: "unwrap",
      dependencies: [
        "UnwrapKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "UnwrapKitTests", dependencies: ["UnwrapKit"]),
    .testTarget(name: "ContentTests", dependencies: ["UnwrapKit"]),
    .testTarget(name: "TerminalTests", dependencies: ["unwrap", "UnwrapKit"]),
    .testTarget(name: "EndToEndTests", dependencies: ["UnwrapKit"]),
  ],
  swiftLanguageModes: [.v6]
)
