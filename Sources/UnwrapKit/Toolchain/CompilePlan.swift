/// The jobs the Swift driver runs for one kind of compile (frontend, then on Linux the autolink
/// extractor and the linker), learned once from `swiftc -###` and replayed in each scratch folder.
/// Replaying skips the driver process and its target-info query, a third of a small compile, while
/// every frontend and linker flag stays exactly the driver's, so a compile is exactly as strict.
struct CompilePlan: Equatable, Sendable {
  /// Each job's executable and arguments, with the planning folder replaced by `folderToken`.
  var jobs: [[String]]

  /// Stands for the scratch folder in the stored jobs.
  static let folderToken = "\u{1}unwrap-scratch\u{1}"
  /// Stands for the module cache folder (`ModuleCache`) in the stored jobs: the learner's cache
  /// folder, or one run's own when that cannot be used, so a plan kept under one serves the other.
  static let moduleCacheToken = "\u{1}unwrap-module-cache\u{1}"

  /// Jobs learned before, with the scratch folder already as `folderToken` and the module cache as
  /// `moduleCacheToken` (`CompilePlanCache`).
  init(jobs: [[String]]) {
    self.jobs = jobs
  }

  /// Reads the driver's `-###` output for a compile planned in `folder` (whose `TMPDIR` was that
  /// folder), with `moduleCache` as its `-module-cache-path`. Nil when it is not something that can
  /// safely be replayed elsewhere: no jobs, a job that is not an absolute path, or a job that reads
  /// a file from the driver's temporary folder that no earlier job writes (a response file or a
  /// module map the driver made while planning).
  init?(driverOutput: String, folder: String, moduleCache: String? = nil) {
    var jobs: [[String]] = []
    for line in driverOutput.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
      guard let words = Self.words(String(line)), let executable = words.first,
        executable.hasPrefix("/")
      else { return nil }
      jobs.append(words)
    }
    guard !jobs.isEmpty else { return nil }
    let temporaryPrefix = folder + "/TemporaryDirectory."
    var written: Set<String> = []
    for job in jobs {
      for (index, argument) in job.enumerated() {
        let path = argument.hasPrefix("@") ? String(argument.dropFirst()) : argument
        guard path.contains(temporaryPrefix) else { continue }
        let isOutput = index > 0 && job[index - 1] == "-o"
        if isOutput {
          written.insert(path)
        } else if !written.contains(path) {
          return nil
        }
      }
    }
    self.jobs = jobs.map { job in
      job.map {
        $0 == moduleCache
          ? Self.moduleCacheToken
          : Self.tokenize($0, folder: folder, temporaryPrefix: temporaryPrefix)
      }
    }
  }

  /// The jobs for a compile in `folder` with `moduleCache`: the driver's temporary files go
  /// straight into the folder.
  func jobs(in folder: String, moduleCache: String? = nil) -> [[String]] {
    jobs.map { job in
      job.map {
        $0 == Self.moduleCacheToken
          ? moduleCache ?? $0 : $0.replacing(Self.folderToken, with: folder)
      }
    }
  }

  /// `folder/TemporaryDirectory.abc123/x` becomes `TOKEN/x`, and `folder/y` becomes `TOKEN/y`.
  private static func tokenize(_ argument: String, folder: String, temporaryPrefix: String)
    -> String
  {
    var text = argument
    while let range = text.firstRange(of: temporaryPrefix) {
      var end = range.upperBound
      while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" {
        end = text.index(after: end)
      }
      text.replaceSubrange(range.lowerBound..<end, with: folderToken)
    }
    return text.replacing(folder, with: folderToken)
  }

  /// Splits one line of `-###` output into words as a POSIX shell would: the driver quotes with
  /// `'…'` (and `'\''` for a quote), double quotes and backslashes. Nil for an unfinished quote.
  static func words(_ line: String) -> [String]? {
    var words: [String] = []
    var current = ""
    var inWord = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      switch character {
      case " ", "\t":
        if inWord { words.append(current) }
        current = ""
        inWord = false
      case "'":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "'" {
            closed = true
            break
          }
          current.append(next)
        }
        guard closed else { return nil }
      case "\"":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\", let escaped = characters.next() {
            if !["\"", "\\", "$", "`"].contains(escaped) { current.append("\\") }
            current.append(escaped)
          } else {
            current.append(next)
          }
        }
        guard closed else { return nil }
      case "\\":
        inWord = true
        guard let escaped = characters.next() else { return nil }
        current.append(escaped)
      default:
        inWord = true
        current.append(character)
      }
    }
    if inWord { words.append(current) }
    return words
  }
}
