/// Which of a learner's cards spaced review can ask: the one definition `unwrap review` asks by and
/// the home screen counts by.
///
/// A card whose statement the content does not hold (its review was shortened or its section renamed
/// by a content update, or a newer unwrap wrote it) stays in progress, where a newer unwrap may still
/// know it, but it is never asked, so it is never counted as due nor announced as the next one.
extension ReviewPractice {
  /// The cards due on or before `day` that can be asked, oldest due first.
  public func dueCards(of progress: LearnerProgress, on day: Day) -> [String] {
    progress.dueCards(on: day).filter(contains(itemID:))
  }

  /// The first day after `day` on which a card that can be asked falls due.
  public func nextDue(of progress: LearnerProgress, after day: Day) -> Day? {
    var next: Day?
    // The id is read only for a card that would come sooner than the soonest found so far.
    for (id, card) in progress.cards
    where card.due > day && next.map({ card.due < $0 }) ?? true && contains(itemID: id) {
      next = card.due
    }
    return next
  }
}
