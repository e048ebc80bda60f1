/// A banked activity that lists its items from the bank's index and decodes an item only when a
/// question is made from it, so `unwrap content show` and the daily challenge decode the few items
/// they show, not whole banks. Questions are those of the real activity, built with just that item.
public struct LazyBankActivity: PracticeActivity {
  public let info: ActivityInfo
  public let sessionNotice: PracticeScreen?
  private let entries: [BankEntry]
  private let load: @Sendable (String) throws -> any PracticeActivity

  /// `load` builds the real activity holding only the item with the id it is given.
  public init(
    info: ActivityInfo, sessionNotice: PracticeScreen?, entries: [BankEntry],
    load: @escaping @Sendable (String) throws -> any PracticeActivity
  ) {
    self.info = info
    self.sessionNotice = sessionNotice
    self.entries = entries
    self.load = load
  }

  public func availableItems(hasRead: (String) -> Bool) -> [String] {
    entries.filter { $0.requiredSections.allSatisfy(hasRead) }.map(\.id)
  }

  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  {
    guard entries.contains(where: { $0.id == itemID }) else {
      throw PlaceholderError("\(info.title) has no question called \(itemID)")
    }
    return try load(itemID).makeQuestion(itemID: itemID, random: &random)
  }

  public func makeQuestion(
    itemID: String, hasRead: (String) -> Bool, random: inout SeededGenerator
  ) throws -> PracticeQuestion {
    guard entries.contains(where: { $0.id == itemID }) else {
      throw PlaceholderError("\(info.title) has no question called \(itemID)")
    }
    return try load(itemID).makeQuestion(itemID: itemID, hasRead: hasRead, random: &random)
  }
}
