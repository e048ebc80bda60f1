import Foundation
import Testing
import UnwrapKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a learner's editor shows: sourcekit-lsp, started in a workspace `unwrap exercises init`
/// wrote, reports no error on a solved file and the compiler's error on a broken line, including
/// an error only Swift 6 mode finds (without `compile_commands.json` it falls back to Swift 5).
@Suite(.timeLimit(.minutes(30))) struct ExerciseLanguageServerTests {
  static let server: String? = {
    let next = SwiftToolchain.find().map {
      URL(fileURLWithPath: $0.swiftc).deletingLastPathComponent()
        .appendingPathComponent("sourcekit-lsp").path
    }
    return next.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
  }()

  @Test(.enabled(if: server != nil, "sourcekit-lsp is not beside swiftc"))
  func aSolvedFileHasNoErrorsAndABrokenLineShowsItsError() throws {
    let exercises = try ContentLibrary.builtIn().exercises()
    let solved = try #require(exercises.first)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("unwrap-lsp-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let workspace = try ExerciseWorkspace.create(
      at: folder, exercises: Array(exercises.prefix(2)),
      swiftc: try #require(SwiftToolchain.find()).swiftc)
    let solvedFile = workspace.url(of: workspace.entries[0])
    try solved.solution.write(to: solvedFile, atomically: true, encoding: .utf8)
    // Line 4 mutates a main-actor variable from a Sendable closure: an error in Swift 6 mode only.
    let brokenFile = workspace.url(of: workspace.entries[1])
    try """
    import Dispatch
    var count = 0
    DispatchQueue.global().async {
      count += 1
    }
    let wrong: Int = "three"
    print(count, wrong)

    """.write(to: brokenFile, atomically: true, encoding: .utf8)

    let client = try LanguageServerClient(server: try #require(Self.server), root: folder)
    defer { client.stop() }
    let solvedErrors = try client.errors(in: solvedFile)
    #expect(solvedErrors.isEmpty, "\(solvedErrors)")
    func both(_ errors: [LanguageServerClient.Diagnostic]) -> Bool {
      errors.contains { $0.line == 4 } && errors.contains { $0.line == 6 }
    }
    let brokenErrors = try client.errors(in: brokenFile, awaiting: both)
    #expect(brokenErrors.contains { $0.line == 4 }, "Swift 6 mode: \(brokenErrors)")
    #expect(brokenErrors.contains { $0.line == 6 && $0.message.contains("String") })
  }
}

/// Just enough of the Language Server Protocol to open a file and read its diagnostics.
final class LanguageServerClient {
  struct Diagnostic: CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "\(line): \(message)" }
  }

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffer = Data()
  private var nextID = 1

  init(server: String, root: URL) throws {
    process.executableURL = URL(fileURLWithPath: server)
    process.currentDirectoryURL = root
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    send([
      "id": 0, "method": "initialize",
      "params": [
        "processId": NSNull(), "rootUri": root.absoluteString,
        "capabilities": ["textDocument": ["publishDiagnostics": [:] as [String: Any]]],
      ],
    ])
    _ = try receive(until: Date().addingTimeInterval(60)) { $0["id"] as? Int == 0 }
    send(["method": "initialized", "params": [:] as [String: Any]])
  }

  func stop() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// Opens the file and returns the errors of the last diagnostics published for it within a while:
  /// with `awaiting`, the first set it accepts (or the last within a minute), since a quick first
  /// set may come long before the full one on a loaded machine; without, the last set followed by
  /// 5 s of quiet.
  func errors(
    in file: URL, awaiting accepts: (([Diagnostic]) -> Bool)? = nil
  ) throws -> [Diagnostic] {
    let uri = file.absoluteString
    send([
      "method": "textDocument/didOpen",
      "params": [
        "textDocument": [
          "uri": uri, "languageId": "swift", "version": 1,
          "text": try String(contentsOf: file, encoding: .utf8),
        ]
      ],
    ])
    var latest: [[String: Any]]?
    var deadline = Date().addingTimeInterval(60)
    while let message = try receive(until: deadline, where: { _ in true }) {
      guard message["method"] as? String == "textDocument/publishDiagnostics",
        let params = message["params"] as? [String: Any], params["uri"] as? String == uri
      else { continue }
      latest = params["diagnostics"] as? [[String: Any]] ?? []
      if let accepts {
        if accepts(Self.errors(of: latest ?? [])) { break }
      } else {
        // Diagnostics may come in stages; the last set within a few seconds is the full one.
        deadline = min(deadline, Date().addingTimeInterval(5))
      }
    }
    return Self.errors(of: latest ?? [])
  }

  /// The errors among published diagnostics.
  private static func errors(of diagnostics: [[String: Any]]) -> [Diagnostic] {
    diagnostics.compactMap { item in
      guard item["severity"] as? Int == 1,
        let range = item["range"] as? [String: Any],
        let start = range["start"] as? [String: Any], let line = start["line"] as? Int
      else { return nil }
      return Diagnostic(line: line + 1, message: item["message"] as? String ?? "")
    }
  }

  private func send(_ message: [String: Any]) {
    var message = message
    message["jsonrpc"] = "2.0"
    guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
    try? input.fileHandleForWriting.write(
      contentsOf: Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  /// The next message that `matches`, or nil when none came before `deadline`.
  private func receive(until deadline: Date, where matches: ([String: Any]) -> Bool) throws
    -> [String: Any]?
  {
    let descriptor = output.fileHandleForReading.fileDescriptor
    while true {
      if let message = takeMessage() {
        if matches(message) { return message }
        continue
      }
      let remaining = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
      guard remaining > 0 else { return nil }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, remaining) > 0 else { return nil }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = read(descriptor, &chunk, chunk.count)
      guard count > 0 else { return nil }
      buffer.append(contentsOf: chunk[..<count])
    }
  }

  private func takeMessage() -> [String: Any]? {
    guard let separator = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
    let header = String(decoding: buffer[..<separator.lowerBound], as: UTF8.self)
    guard
      let length = header.split(separator: "\r\n").compactMap({ line -> Int? in
        let parts = line.split(separator: ":")
        return parts.count == 2 && parts[0].lowercased() == "content-length"
          ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
      }).first,
      buffer.count - separator.upperBound >= length
    else { return nil }
    let body = buffer[separator.upperBound..<(separator.upperBound + length)]
    buffer = Data(buffer[(separator.upperBound + length)...])
    return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
  }
}
