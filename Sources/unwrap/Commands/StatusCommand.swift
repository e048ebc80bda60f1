import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// `unwrap status`: the home screen's numbers, as text or JSON.
struct StatusCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Show your rank, points, streaks, badges and what to do next.")

  @Flag(name: .long, help: "Print the numbers as JSON.")
  var json = false

  @OptionGroup var options: GlobalOptions

  func run(in context: AppContext) throws {
    let status = try context.statusSnapshot()
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      context.console.line(String(decoding: try encoder.encode(status), as: UTF8.self))
    } else {
      HomeView(style: context.style, width: context.capabilities.width).render(status).forEach(
        context.console.line)
    }
  }
}

extension AppContext {
  /// The badges, for every practice activity.
  func badgeCatalog(library: ContentLibrary) -> BadgeCatalog {
    BadgeCatalog(
      syllabus: library.syllabus, activities: PracticeCatalog.infos.map { ($0.id, $0.title) },
      exercises: ((try? library.exerciseOutlines()) ?? []).map(\.name))
  }

  func statusSnapshot() throws -> StatusSnapshot {
    let library = try library()
    var progress = try loadProgress()
    // Which cards can be asked. The built-in reviews' sizes are compiled in, so this reads no
    // review; a content folder's are read, and if one cannot be, no card is counted as due
    // (`unwrap review` would report the content rather than ask).
    let reviews = try? ReviewPractice(library: library)
    // Reading every review to seed cards is needed once, for progress older than spaced review;
    // not while the clock says a day progress may not hold, which would schedule them from it.
    if !progress.reviewCardsSeeded, clock.dayOutOfRange == nil, let activity = reviews {
      do {
        progress = try SpacedReviewCoordinator.seedOlderProgress(
          in: store, activity: activity, today: clock.today)
      } catch {
        throw fail(error)
      }
    }
    var snapshot = StatusSnapshot(
      progress: progress, syllabus: library.syllabus, titles: library.sectionTitles(),
      badges: badgeCatalog(library: library), reviews: reviews, today: clock.today,
      exercises: (try? library.exerciseOutlines()) ?? [],
      workspace: workspaceRecord.place(
        from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)))
    snapshot.challengeOpenElsewhere = challengeOpenElsewhere(progress)
    return snapshot
  }

  /// Today's challenge is being answered in another unwrap now: begun, not finished, and its claim
  /// held. So a result saved as ended early is told as open (in progress) while it is, not as left.
  func challengeOpenElsewhere(_ progress: LearnerProgress) -> Bool {
    // Only a challenge begun and not finished today can be open: the claim is asked for no other.
    guard progress.challenges[clock.today]?.isFinished == false else { return false }
    do {
      guard let claim = try store.claim(.challenge) else { return true }
      claim.release()
    } catch {
      // A folder where no lock can be made (read-only) holds no open challenge either.
    }
    return false
  }
}
