/// The lines the concurrency kinds work on, in an `.async` program. Each is found by its shape, so a
/// template has a role simply by containing such a line; a kind applies only where its role exists.
extension SpotTheErrorProgram {
  /// Names of the template's own top-level `async` functions: `func bake(_ trays: Int) async -> Int {`.
  var asyncFunctionNames: [String] {
    lines.compactMap { line in
      guard line.hasPrefix("func "), line.containsExactly(") async") else { return nil }
      return String(line.dropFirst(5).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
  }

  /// The first statement that awaits one of the template's own async functions directly
  /// (`let rolls = await bake(3)`, `await bake(3)`, `return await bake(3)`), never inside a closure.
  public var asyncCall: (line: Int, function: String)? {
    let names = asyncFunctionNames
    for (index, line) in lines.enumerated() where index != call && !line.containsExactly("{") {
      let trimmed = line.trimmingSpaces()
      for name in names {
        let awaited = "await \(name)("
        if trimmed.hasPrefix(awaited) || trimmed.containsExactly("= \(awaited)")
          || trimmed.hasPrefix("return \(awaited)")
        {
          return (index, name)
        }
      }
    }
    return nil
  }

  /// The first statement marked with `try` (`try Task.checkCancellation()`, `let x = try await …`),
  /// other than the call on the last line.
  public var tryLine: Int? {
    lines.indices.first { index in
      let trimmed = lines[index].trimmingSpaces()
      return index != call && (trimmed.hasPrefix("try ") || trimmed.containsExactly("= try "))
    }
  }

  /// Actors declared in the template, each with its synchronous methods.
  var actors: [(name: String, methods: [String])] {
    var found: [(name: String, methods: [String])] = []
    var current: (name: String, methods: [String])?
    for line in lines {
      if line.hasPrefix("actor ") {
        current = (String(line.dropFirst(6).prefix { $0.isLetter || $0.isNumber }), [])
      } else if line == "}", let finished = current {
        found.append(finished)
        current = nil
      } else if current != nil, line.hasPrefix("    func "), !line.containsExactly(") async") {
        current?.methods.append(String(line.dropFirst(9).prefix { $0.isLetter || $0.isNumber }))
      }
    }
    return found
  }

  /// The first statement outside an actor that awaits one of its synchronous methods:
  /// `await oven.load(3)`. Removing `await` makes it a call into the actor that does not wait its turn.
  public var actorCall: (line: Int, method: String, actor: String)? {
    let actors = self.actors
    for (index, line) in lines.enumerated() where !line.hasPrefix("    func ") {
      let trimmed = line.trimmingSpaces()
      guard trimmed.hasPrefix("await "), let dot = trimmed.firstIndex(of: ".") else { continue }
      let method = trimmed[trimmed.index(after: dot)...].prefix { $0.isLetter || $0.isNumber }
      guard trimmed[trimmed.index(after: dot)...].dropFirst(method.count).hasPrefix("(") else {
        continue
      }
      if let owner = actors.first(where: { $0.methods.contains(String(method)) }) {
        return (index, String(method), owner.name)
      }
    }
    return nil
  }

  /// A task that captures a copy of a class instance's data (`let stops = log.stops`, then
  /// `Task { stops.count }`): the line of the task, and that line with the copy replaced by the instance
  /// itself (`Task { log.stops.count }`), which shares a non-Sendable object with the new task.
  public var taskCapture: (line: Int, changed: String, object: String, type: String)? {
    let classes = lines.compactMap { line -> String? in
      let declaration =
        line.hasPrefix("final class ")
        ? line.dropFirst(12) : line.hasPrefix("class ") ? line.dropFirst(6) : nil
      return declaration.map { String($0.prefix { $0.isLetter || $0.isNumber }) }
    }
    // `let log = TrailLog()`: the instances of those classes.
    var instances: [String: String] = [:]
    for line in lines {
      let trimmed = line.trimmingSpaces()
      guard trimmed.hasPrefix("let "), let equals = trimmed.firstExactRange(of: " = ") else {
        continue
      }
      let name = String(trimmed.dropFirst(4)[..<equals.lowerBound])
      let value = trimmed[equals.upperBound...]
      if let type = classes.first(where: { value == "\($0)()" }) { instances[name] = type }
    }
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingSpaces()
      guard trimmed.hasPrefix("let "), let equals = trimmed.firstExactRange(of: " = ") else {
        continue
      }
      let copy = String(trimmed.dropFirst(4)[..<equals.lowerBound])
      let value = String(trimmed[equals.upperBound...])
      let object = String(value.prefix { $0 != "." })
      guard value.count > object.count, let type = instances[object] else { continue }
      for taskIndex in (index + 1)..<lines.count {
        let taskLine = lines[taskIndex]
        guard let open = taskLine.firstExactRange(of: "Task { ") else { continue }
        let body = String(taskLine[open.upperBound...])
        guard let changedBody = body.replacingFirstWord(copy, with: value) else { continue }
        return (taskIndex, String(taskLine[..<open.upperBound]) + changedBody, object, type)
      }
    }
    return nil
  }

  var missingAsyncRoles: [String] {
    var missing: [String] = []
    if !lines.contains(where: {
      $0.hasPrefix("func \(functionName)(\(parameterName): Int) async")
    }) {
      missing.append("a line `func FUNCTION(PARAMETER: Int) async … {`")
    }
    let last = lines[call]
    if !(last.hasPrefix("print(")
      && last.containsExactly("await \(functionName)(\(parameterName): ")
      && last.hasSuffix("\(argument)))") && !argument.isEmpty)
    {
      missing.append(
        "the last line must be `print(await FUNCTION(PARAMETER: value))`, or with `try await`")
    }
    let kinds = SpotTheErrorKind.allCases.filter { $0.shape == .async && $0.apply(to: self) != nil }
    if kinds.count < 2 {
      missing.append(
        "lines for at least two concurrency kinds (an awaited async function, a `try`, an awaited "
          + "actor method, a task using a copy of a class instance's data); it has \(kinds.count)")
    }
    return missing
  }
}

extension String {
  /// The string with the first whole-word occurrence of `word` replaced, or nil when there is none.
  func replacingFirstWord(_ word: String, with replacement: String) -> String? {
    func isWordCharacter(_ character: Character?) -> Bool {
      guard let character else { return false }
      return character.isLetter || character.isNumber || character == "_"
    }
    var searchStart = startIndex
    while let range = self[searchStart...].firstExactRange(of: word) {
      let before = range.lowerBound > startIndex ? self[index(before: range.lowerBound)] : nil
      let after = range.upperBound < endIndex ? self[range.upperBound] : nil
      if !isWordCharacter(before), !isWordCharacter(after), before != "." {
        return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
      }
      searchStart = range.upperBound
    }
    return nil
  }
}
