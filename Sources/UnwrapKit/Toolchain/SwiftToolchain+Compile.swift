extension SwiftToolchain {
  /// Compiles the folder's `main.swift` with `arguments` (after the language mode) into `output`
  /// (`main` in the folder, or `/dev/null`), all within the compile limit or what is left of the
  /// answer's `deadline`. The first compile of a kind asks the driver for its jobs (`-###`); that
  /// and every later compile of the kind then run those jobs directly, one process at a time, each
  /// through the owner with `TMPDIR` in the folder. Where the driver's jobs cannot be replayed, the
  /// driver itself compiles. An autolink extraction for an object whose autolink sections were seen
  /// before writes the extractor's earlier output instead of starting it again. With a
  /// `planCache`, what earlier runs of unwrap learned is taken first, and what this compile learns
  /// is kept for the next. With a `moduleCache`, the compiler keeps its Clang modules there, never
  /// in the learner's own cache folder (`ModuleCache`).
  func compile(_ arguments: [String], output: String, in folder: URL, by deadline: Double?)
    throws -> CompileResult
  {
    let modules = try moduleCache?.path(scratchRoot: scratchRoot, owner: owner)
    let environment = ProcessInfo.processInfo.environment
    if let planCache {
      plans.adoptOnce { planCache.load(swiftc: swiftc, environment: environment) }
    }
    defer {
      if let planCache, let learned = plans.snapshotIfChanged() {
        planCache.save(learned, swiftc: swiftc, environment: environment)
      }
    }
    let outputPath = output.hasPrefix("/") ? output : folder.appendingPathComponent(output).path
    let driverArguments =
      Self.languageMode + arguments + (modules.map { ["-module-cache-path", $0] } ?? [])
      + [folder.appendingPathComponent("main.swift").path, "-o", outputPath]
    // Which folder is the module cache is no part of the kind: the plan holds it as a token.
    let kind = arguments + ["-o", output] + (modules == nil ? [] : ["-module-cache-path"])
    var entry = plans[kind]
    if entry == nil {
      let planned = try compiler(folder, deadline: deadline).run(
        swiftc, driverArguments + ["-###"], environment: compilerEnvironment(folder),
        directory: folder.path)
      if planned.timedOut {
        return CompileResult(succeeded: false, diagnostics: planned.standardError, timedOut: true)
      }
      let plan =
        planned.succeeded
        ? CompilePlan(
          driverOutput: planned.standardOutput, folder: folder.path, moduleCache: modules) : nil
      entry = plan.map { .plan($0) } ?? .driverOnly
      plans[kind] = entry
    }
    guard case .plan(let plan) = entry else {
      let outcome = try compiler(folder, deadline: deadline).run(
        swiftc, driverArguments, environment: compilerEnvironment(folder), directory: folder.path)
      return CompileResult(
        succeeded: outcome.succeeded, diagnostics: outcome.standardError,
        timedOut: outcome.timedOut)
    }
    var diagnostics = ""
    for (index, planned) in plan.jobs(in: folder.path, moduleCache: modules).enumerated() {
      let autolink = index > 0 ? autolinkKey(of: planned) : nil
      if let autolink, let known = plans[autolink: autolink.key] {
        try known.write(toFile: autolink.output, atomically: false, encoding: .utf8)
        continue
      }
      let job =
        index > 0 && Self.isClangLink(planned)
        ? try linkerJob(for: planned, kind: kind, in: folder, by: deadline) : planned
      let outcome = try compiler(folder, deadline: deadline).run(
        job[0], Array(job.dropFirst()), environment: compilerEnvironment(folder),
        directory: folder.path)
      if let autolink, outcome.succeeded,
        let written = try? String(contentsOfFile: autolink.output, encoding: .utf8)
      {
        plans[autolink: autolink.key] = written
      }
      diagnostics += outcome.standardError
      if outcome.timedOut {
        return CompileResult(succeeded: false, diagnostics: diagnostics, timedOut: true)
      }
      if !outcome.succeeded {
        diagnostics += Self.failure(of: job[0], first: index == 0, outcome)
        return CompileResult(succeeded: false, diagnostics: diagnostics)
      }
    }
    return CompileResult(succeeded: true, diagnostics: diagnostics)
  }

  /// For a planned autolink extraction: what identifies its output (the extractor and the object's
  /// autolink sections) and where it goes. Nil for other jobs, or an object that cannot be read.
  func autolinkKey(of job: [String]) -> (key: CompilePlans.Autolink, output: String)? {
    guard let files = AutolinkSections.files(of: job),
      let sections = AutolinkSections.key(ofObjectAt: files.object)
    else { return nil }
    return (CompilePlans.Autolink(extractor: job[0], sections: sections), files.output)
  }

  /// Whether a planned job is clang linking the program with an autolink response file.
  static func isClangLink(_ job: [String]) -> Bool {
    (job[0].hasSuffix("/clang") || job[0].hasSuffix("/clang++"))
      && LinkReplay.autolinkArgument(in: job) != nil
  }

  /// The job to run for clang's link step: the linker itself with this program's autolink
  /// entries, learned from `clang -###` on the first link of the kind; clang's own job where the
  /// entries or clang's plan are not plain enough to replay.
  func linkerJob(for link: [String], kind: [String], in folder: URL, by deadline: Double?) throws
    -> [String]
  {
    guard let response = LinkReplay.autolinkArgument(in: link),
      let text = try? String(contentsOfFile: String(link[response].dropFirst()), encoding: .utf8),
      let entries = LinkReplay.entries(ofAutolinkFile: text)
    else { return link }
    switch plans[link: kind] {
    case .replay(let replay)?:
      return replay.job(in: folder.path, entries: entries)
    case .clangOnly?:
      return link
    case nil:
      let planned = try compiler(folder, deadline: deadline).run(
        link[0], Array(link.dropFirst()) + ["-###"], environment: compilerEnvironment(folder),
        directory: folder.path)
      guard planned.succeeded,
        let replay = LinkReplay(
          clangOutput: planned.standardError, link: link, entries: entries, folder: folder.path)
      else {
        if !planned.timedOut { plans[link: kind] = .clangOnly }
        return link
      }
      plans[link: kind] = .replay(replay)
      return replay.job(in: folder.path, entries: entries)
    }
  }

  /// The line the driver adds when one of its jobs fails other than by reporting compile errors.
  static func failure(of executable: String, first: Bool, _ outcome: ProcessOutcome) -> String {
    if first, outcome.exitStatus == 1 { return "" }
    let name =
      first ? "compile" : executable.hasSuffix("autolink-extract") ? "autolink-extract" : "link"
    let how =
      outcome.signal.map { "due to signal \($0)" }
      ?? (outcome.leftProcessesRunning
        ? "with a process left running" : outcome.exitStatus.map { "with exit code \($0)" })
      ?? "with a process left running"
    return "error: \(name) command failed \(how)\n"
  }
}
