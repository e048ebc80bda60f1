/// The linker job behind a plan's link step, learned once from `clang -###` and replayed with each
/// program's own autolink entries. On Linux the Swift driver links through clang, which only works
/// out the linker's arguments and starts it: replaying them starts one process instead of two for
/// every program (a tenth of a small run), and every linker flag stays exactly clang's.
struct LinkReplay: Equatable, Sendable {
  /// The linker and its arguments, the scratch folder as `CompilePlan.folderToken` and
  /// `entriesToken` where the program's autolink entries go.
  var job: [String]

  /// Stands for the program's autolink entries in `job`.
  static let entriesToken = "\u{1}unwrap-autolink-entries\u{1}"

  /// A job learned before, with its tokens in place (`CompilePlanCache`).
  init(job: [String]) {
    self.job = job
  }

  /// Reads clang's `-###` output for `link`, a link job of a plan replayed in `folder`, whose
  /// autolink file held `entries` (clang puts them in place of `@file`, right after the object
  /// file). Nil when it is not one plain linker job with the entries where expected.
  init?(clangOutput: String, link: [String], entries: [String], folder: String) {
    guard let response = Self.autolinkArgument(in: link), response > 0 else { return nil }
    let object = link[response - 1]
    // The job is the one line that starts with a quoted absolute path; the rest is clang's banner.
    let jobs = clangOutput.split(separator: "\n").filter { $0.hasPrefix(" \"/") }
    guard jobs.count == 1, let words = CompilePlan.words(String(jobs[0])),
      let executable = words.first, executable.hasPrefix("/"),
      let objectIndex = words.firstIndex(of: object),
      words.count >= objectIndex + 1 + entries.count,
      Array(words[(objectIndex + 1)..<(objectIndex + 1 + entries.count)]) == entries
    else { return nil }
    var job = Array(words[...objectIndex]) + [Self.entriesToken]
    job += words[(objectIndex + 1 + entries.count)...]
    self.job = job.map { $0.replacing(folder, with: CompilePlan.folderToken) }
  }

  /// The linker job for a program in `folder` with these autolink entries.
  func job(in folder: String, entries: [String]) -> [String] {
    job.flatMap { word in
      word == Self.entriesToken
        ? entries : [word.replacing(CompilePlan.folderToken, with: folder)]
    }
  }

  /// Where a clang job names the autolink response file (`@…/main-2.autolink`), if it does.
  static func autolinkArgument(in job: [String]) -> Int? {
    job.firstIndex { $0.hasPrefix("@") && $0.hasSuffix(".autolink") }
  }

  /// The entries of an autolink file, or nil when one is not a plain `-l` library (clang passes
  /// those straight through; anything else goes through clang itself).
  static func entries(ofAutolinkFile text: String) -> [String]? {
    let entries = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    return entries.allSatisfy { $0.hasPrefix("-l") && !$0.contains(" ") } ? entries : nil
  }
}
