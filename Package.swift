// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "unwrap",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "unwrap", targets: ["unwrap"]),
    .library(name: "UnwrapKit", targets: ["UnwrapKit"]),
    .library(name: "UnwrapRendering", targets: ["UnwrapRendering"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // Every lesson, review and question bank, compiled into the binary by the EmbedContent plugin.
    .target(
      name: "UnwrapContent",
      path: "Content",
      exclude: ["Chapters.json", "Sections", "Glossary.json", "Practice", "Exercises"],
      sources: ["UnwrapContent.swift"],
      plugins: ["EmbedContent"]
    ),
    // The JSON syntax check and the rules every content file's text keeps (no control characters, a
    // nesting limit), shared by the embedder at build time and UnwrapKit as content loads and is
    // validated, so the build and `content validate` refuse the same files in the same words.
    .target(name: "ContentSyntax"),
    .executableTarget(name: "ContentEmbedder", dependencies: ["ContentSyntax"]),
    .plugin(name: "EmbedContent", capability: .buildTool(), dependencies: ["ContentEmbedder"]),
    // The few system calls Swift cannot import (prctl, posix_spawn's chdir) for the process owner.
    .target(name: "CUnwrapSystem"),
    .target(
      name: "UnwrapKit", dependencies: ["UnwrapContent", "ContentSyntax", "CUnwrapSystem"]),
    // Lessons and code as styled, wrapped terminal text; pure functions, so tests and benchmarks use it.
    .target(name: "UnwrapRendering", dependencies: ["UnwrapKit"]),
    .executableTarget(
      name: "unwrap",
      dependencies: [
        "UnwrapKit", "UnwrapRendering", "CUnwrapSystem",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "UnwrapKitTests",
      dependencies: ["UnwrapKit", "UnwrapContent", "ContentSyntax", "TestSupport"]),
    // What several test targets share (finding live processes, the answer oracles); not shipped.
    .target(name: "TestSupport", dependencies: ["UnwrapKit"], path: "Tests/TestSupport"),
    .testTarget(name: "ContentTests", dependencies: ["UnwrapKit", "TestSupport"]),
    .testTarget(
      name: "TerminalTests",
      dependencies: ["unwrap", "UnwrapKit", "UnwrapRendering", "ContentSyntax", "TestSupport"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["UnwrapKit", "ContentSyntax", "ProgressAwardWorker", "TestSupport"]),
    // A test helper the reliability tests start many times at once; not shipped.
    .executableTarget(
      name: "ProgressAwardWorker", dependencies: ["UnwrapKit"], path: "Tests/ProgressAwardWorker"),
  ],
  swiftLanguageModes: [.v6]
)
