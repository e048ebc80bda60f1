/// A banked activity that lists its items from the bank's index and decodes an item only when a
/// question is made from it, so `unwrap content show` and the daily challenge decode the few items
/// they show, not whole banks. Questions are those of the real activity, built with just that item.
public struct LazyBankActivity: PracticeActivity, SessionVariedActivity {
  public let info: ActivityInfo
  public let sessionNotice: PracticeScreen?
  public let compilesAnswers: Bool
  private let entries: [BankEntry]
  /// Every entry's id sorted, when the embedder wrote them so (`allItemsSorted`).
  private let idsSorted: [String]?
  private let load: @Sendable (String) throws -> any PracticeActivity
  /// Each item's activity once decoded: a session that comes back to an item decodes it once.
  private let loaded = LoadedItems()

  /// `load` builds the real activity holding only the item with the id it is given; `idsSorted`,
  /// when given, is every entry's id sorted.
  public init(
    info: ActivityInfo, sessionNotice: PracticeScreen?, compilesAnswers: Bool = false,
    entries: [BankEntry], idsSorted: [String]? = nil,
    load: @escaping @Sendable (String) throws -> any PracticeActivity
  ) {
    self.info = info
    self.sessionNotice = sessionNotice
    self.compilesAnswers = compilesAnswers
    self.entries = entries
    self.idsSorted = idsSorted
    self.load = load
  }

  public func availableItems(hasRead: (String) -> Bool) -> [String] {
    var ids: [String] = []
    ids.reserveCapacity(entries.count)
    for entry in entries where entry.isAvailable(hasRead: hasRead) { ids.append(entry.id) }
    return ids
  }

  public func allItemsSorted() -> [String] {
    idsSorted ?? entries.map(\.id).sorted()
  }

  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  {
    guard entries.contains(where: { $0.id == itemID }) else {
      throw PlaceholderError("\(info.title) has no question called \(itemID)")
    }
    return try activity(for: itemID).makeQuestion(itemID: itemID, random: &random)
  }

  public func makeQuestion(
    itemID: String, hasRead: (String) -> Bool, session: inout SessionChoices,
    random: inout SeededGenerator
  ) throws -> PracticeQuestion {
    guard entries.contains(where: { $0.id == itemID }) else {
      throw PlaceholderError("\(info.title) has no question called \(itemID)")
    }
    return try activity(for: itemID).makeQuestion(
      itemID: itemID, hasRead: hasRead, session: &session, random: &random)
  }

  private func activity(for itemID: String) throws -> any PracticeActivity {
    if let activity = loaded[itemID] { return activity }
    let activity = try load(itemID)
    loaded[itemID] = activity
    return activity
  }
}

/// The activities a `LazyBankActivity` has decoded, by item id, shared by its copies.
private final class LoadedItems: @unchecked Sendable {
  private let lock = Lock()
  private var activities: [String: any PracticeActivity] = [:]

  subscript(id: String) -> (any PracticeActivity)? {
    get { lock.withLock { activities[id] } }
    set { lock.withLock { activities[id] = newValue } }
  }
}
