extension SwiftToolchain {
  /// Writes the files into a scratch folder (a new one, or `folder`) and runs the package manager
  /// (`swift`, beside `swiftc`) on the package in `package`: each step through the owner, all steps
  /// within one package deadline, offline (no dependency is ever resolved from the network), with
  /// every cache and configuration file inside the scratch folder, which is removed afterwards.
  public func checkPackage(
    _ files: [PackageFile], in package: String, action: PackageAction, folder: PackageFolder?
  ) throws -> PackageResult {
    if let folder {
      return try checkPackage(files, in: package, action: action, at: folder.url)
    }
    return try withScratchFolder { try checkPackage(files, in: package, action: action, at: $0) }
  }

  /// A folder for a lesson's package checks, removed afterwards (and on an interrupt).
  public func withPackageFolder<T>(_ body: (PackageFolder?) throws -> T) throws -> T {
    try withScratchFolder { try body(PackageFolder(url: $0)) }
  }

  private func checkPackage(
    _ files: [PackageFile], in package: String, action: PackageAction, at folder: URL
  ) throws -> PackageResult {
    for file in files {
      let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
      guard !file.path.hasPrefix("/"),
        !parts.contains(where: { $0.isEmpty || $0 == ".." || $0.hasPrefix(".") })
      else { return .failed(.manifest, diagnostics: "error: \(file.path) is outside the folder") }
    }
    try PackageFiles(folder: folder).replace(with: files)
    let deadline = ProcessOwner.now() + packageTimeout
    let directory = folder.appendingPathComponent(package).path
    let shared = [
      "--disable-automatic-resolution", "--manifest-cache", "local",
      "--cache-path", folder.appendingPathComponent(".swiftpm-cache").path,
      "--config-path", folder.appendingPathComponent(".swiftpm-config").path,
      "--security-path", folder.appendingPathComponent(".swiftpm-security").path,
    ]
    let steps: [(command: [String], fails: PackageAction?)] =
      switch action {
      case .manifest: [(["package"] + shared + ["dump-package"], .manifest)]
      case .build: [(["build"] + shared + ["--build-tests"], .build)]
      case .run: [(["build"] + shared, .build), (["run"] + shared + ["--skip-build"], nil)]
      case .test:
        [
          (["build"] + shared + ["--build-tests"], .build),
          (["test"] + shared + ["--skip-build"], nil),
        ]
      }
    var last: ProcessOutcome?
    for step in steps {
      let left = deadline - ProcessOwner.now()
      guard left > 0 else { return .timedOut(seconds: packageTimeout) }
      let outcome = try ProcessRunner(timeout: left, owner: owner).run(
        swift, step.command, environment: compilerEnvironment(folder), directory: directory)
      if outcome.timedOut { return .timedOut(seconds: packageTimeout) }
      if let fails = step.fails, !outcome.succeeded {
        return .failed(fails, diagnostics: outcome.standardOutput + outcome.standardError)
      }
      last = outcome
    }
    return .finished(action == .run || action == .test ? last : nil)
  }

  /// The package manager's front end, `swift`, beside `swiftc`.
  var swift: String {
    URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift").path
  }
}
