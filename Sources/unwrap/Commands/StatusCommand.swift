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
    // Reading every review to seed cards is needed once, for progress older than spaced review.
    if !progress.reviewCardsSeeded, let activity = reviews {
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
    // Only a challenge begun and not finished today can be open: the claim is asked for no other.
    if snapshot.challengeEndedEarlyToday == true {
      do {
        if let claim = try store.claim(.challenge) {
          claim.release()
        } else {
          snapshot.challengeOpenElsewhere = true
        }
      } catch {
        // A folder where no lock can be made (read-only) holds no open challenge either.
      }
    }
    return snapshot
  }
}
