/// What a toolchain has learned about replaying its driver's jobs, one entry per kind of compile,
/// shared by the copies of one `SwiftToolchain`.
final class CompilePlans: @unchecked Sendable {
  /// A kind of compile's plan, or the knowledge that its driver's jobs cannot be replayed (the
  /// compile then goes through the driver itself).
  enum Entry: Equatable {
    case plan(CompilePlan)
    case driverOnly
  }

  /// A kind of compile's linker job, or the knowledge that its link goes through clang itself.
  enum Link: Equatable {
    case replay(LinkReplay)
    case clangOnly
  }

  /// An autolink extractor and the autolink sections (`AutolinkSections.key`) of an object.
  struct Autolink: Hashable {
    var extractor: String
    var sections: [UInt8]
  }

  /// How many extractor outputs are kept: one per set of imports a session's programs use.
  static let autolinkLimit = 64

  private let lock = Lock()
  private var entries: [[String]: Entry] = [:]
  private var links: [[String]: Link] = [:]
  private var autolinks: [Autolink: String] = [:]
  /// Counts what was learned, so a cache is written only when something new is known.
  private var changes = 0
  private var savedChanges = 0
  private var adopted = false

  subscript(arguments: [String]) -> Entry? {
    get { lock.withLock { entries[arguments] } }
    set { lock.withLock { Self.learn(newValue, for: arguments, in: &entries, changes: &changes) } }
  }

  subscript(link arguments: [String]) -> Link? {
    get { lock.withLock { links[arguments] } }
    set { lock.withLock { Self.learn(newValue, for: arguments, in: &links, changes: &changes) } }
  }

  /// Under the lock: stores `value` for `key`, counting it as learned only when it is new.
  private static func learn<Key, Value: Equatable>(
    _ value: Value?, for key: Key, in table: inout [Key: Value], changes: inout Int
  ) {
    guard table[key] != value else { return }
    table[key] = value
    changes += 1
  }

  /// The objects' autolink sections whose extractor output is known.
  var autolinkKeys: [Autolink] { lock.withLock { Array(autolinks.keys) } }

  /// What the extractor wrote for an object with these sections, once it has been seen.
  subscript(autolink key: Autolink) -> String? {
    get { lock.withLock { autolinks[key] } }
    set {
      lock.withLock {
        guard autolinks.count < Self.autolinkLimit || autolinks[key] != nil else { return }
        Self.learn(newValue, for: key, in: &autolinks, changes: &changes)
      }
    }
  }
}

extension CompilePlans {
  /// Everything a `CompilePlans` has learned, in a form a file can hold (`CompilePlanCache`).
  struct Snapshot: Codable, Equatable, Sendable {
    /// A kind of compile's jobs; nil when it goes through the driver.
    struct Kind: Codable, Equatable, Sendable {
      var arguments: [String]
      var jobs: [[String]]?
    }

    /// A kind of compile's linker job; nil when it links through clang.
    struct LinkKind: Codable, Equatable, Sendable {
      var arguments: [String]
      var job: [String]?
    }

    /// An extractor's output for an object with these autolink sections (base64).
    struct AutolinkOutput: Codable, Equatable, Sendable {
      var extractor: String
      var sections: String
      var output: String
    }

    var kinds: [Kind] = []
    var links: [LinkKind] = []
    var autolinks: [AutolinkOutput] = []

    /// Every executable a compile replaying this snapshot may start.
    var executables: Set<String> {
      Set(
        kinds.flatMap { $0.jobs?.compactMap(\.first) ?? [] } + links.compactMap { $0.job?.first }
          + autolinks.map(\.extractor))
    }
  }

  /// What is known now, in a stable order.
  func snapshot() -> Snapshot {
    lock.withLock { unlockedSnapshot() }
  }

  /// What is known now, when something was learned since the last call (or since `adoptOnce`).
  func snapshotIfChanged() -> Snapshot? {
    lock.withLock {
      guard changes != savedChanges else { return nil }
      savedChanges = changes
      return unlockedSnapshot()
    }
  }

  /// The first time only: takes what `load` returns, for every kind not learned here already. A
  /// snapshot whose stored sections are not base64 is not taken at all.
  func adoptOnce(_ load: () -> Snapshot?) {
    lock.withLock {
      guard !adopted else { return }
      adopted = true
      guard let snapshot = load() else { return }
      var outputs: [Autolink: String] = [:]
      for stored in snapshot.autolinks.prefix(Self.autolinkLimit) {
        guard let sections = Data(base64Encoded: stored.sections) else { return }
        outputs[Autolink(extractor: stored.extractor, sections: [UInt8](sections))] = stored.output
      }
      for kind in snapshot.kinds where entries[kind.arguments] == nil {
        entries[kind.arguments] = kind.jobs.map { .plan(CompilePlan(jobs: $0)) } ?? .driverOnly
      }
      for link in snapshot.links where links[link.arguments] == nil {
        links[link.arguments] = link.job.map { .replay(LinkReplay(job: $0)) } ?? .clangOnly
      }
      autolinks.merge(outputs) { known, _ in known }
      savedChanges = changes
    }
  }

  private func unlockedSnapshot() -> Snapshot {
    func key(_ arguments: [String]) -> String { arguments.joined(separator: "\u{0}") }
    var snapshot = Snapshot()
    snapshot.kinds = entries.map { arguments, entry in
      guard case .plan(let plan) = entry else { return Snapshot.Kind(arguments: arguments) }
      return Snapshot.Kind(arguments: arguments, jobs: plan.jobs)
    }.sorted { key($0.arguments) < key($1.arguments) }
    snapshot.links = links.map { arguments, link in
      guard case .replay(let replay) = link else { return Snapshot.LinkKind(arguments: arguments) }
      return Snapshot.LinkKind(arguments: arguments, job: replay.job)
    }.sorted { key($0.arguments) < key($1.arguments) }
    snapshot.autolinks = autolinks.map { key, output in
      Snapshot.AutolinkOutput(
        extractor: key.extractor, sections: Data(key.sections).base64EncodedString(),
        output: output)
    }.sorted { ($0.extractor, $0.sections) < ($1.extractor, $1.sections) }
    return snapshot
  }
}
