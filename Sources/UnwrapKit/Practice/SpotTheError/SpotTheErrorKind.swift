/// One kind of mistake Spot the Error plants: what it changes, the line it marks, and what the learner is told.
public enum SpotTheErrorKind: String, CaseIterable, Sendable {
  case wrongResultType, wrongReturnType, wrongArgumentType, missingSpaceBeforeOperator, missingBrace
  case missingMinusInArrow, missingParenthesis, missingQuote, missingReturnType, missingReturnValue
  case wrongCaseAtCall, wrongCaseOfTypeName, semicolonForColon, functionForFunc, singleQuotes
  case misspelledReturn, anonymousFirstParameter, assignToConstant
  // Beginners' favourites beyond the original app's set.
  case assignmentForComparison, unwrappedOptional
  // Concurrency mistakes, planted only in `.async` templates.
  case missingAwait, missingTry, actorIsolatedCall, nonSendableCapture

  /// The shape of program this kind applies to.
  public var shape: SpotTheErrorShape {
    switch self {
    case .missingAwait, .missingTry, .actorIsolatedCall, .nonSendableCapture: .async
    default: .function
    }
  }

  /// The section a learner must have read before this mistake makes sense, when it is later than
  /// the templates' own: `_` labels and optionals are taught after return values, and each
  /// concurrency mistake only once its section is read.
  public var needs: String? {
    switch self {
    case .anonymousFirstParameter: "omitting-parameter-labels"
    case .unwrappedOptional: "missing-data"
    case .missingAwait, .missingTry: "async-functions"
    case .actorIsolatedCall: "actors"
    case .nonSendableCapture: "sendable"
    default: nil
    }
  }

  /// The program with this mistake planted, the 1-based line it marks, and the explanation; nil when the
  /// program has no line this kind can change (or is of the other shape).
  public func apply(to program: SpotTheErrorProgram) -> (
    lines: [String], line: Int, explanation: String
  )? {
    guard program.shape == shape else { return nil }
    var lines = program.lines
    let function = program.functionName
    let parameter = program.parameterName
    let argument = program.argument
    func change(_ index: Int?, _ transform: (String) -> String) -> Int? {
      guard let index else { return nil }
      let changed = transform(lines[index])
      guard changed != lines[index] else { return nil }
      lines[index] = changed
      return index
    }
    let call = program.call
    let marked: Int?
    let explanation: String
    switch self {
    case .wrongResultType:
      marked = change(call) { _ in "let answer: Int = \(function)(\(parameter): \(argument))" }
      explanation = "`\(function)` returns a String, but this line stores its result in an Int."
    case .wrongReturnType:
      marked = change(program.signature) {
        $0.replacingEvery("-> String", with: "-> Int")
      }
      explanation =
        "This line promises the function returns an Int, but it builds and returns a String."
    case .wrongArgumentType:
      marked = change(call) {
        $0.replacingEvery(": \(argument))", with: ": \"\(argument)\")")
      }
      explanation =
        "This line passes the text \"\(argument)\", in quotes, where the function needs an Int."
    case .missingSpaceBeforeOperator:
      marked = change(program.compoundAssignment) {
        $0.replacingEvery(" += ", with: "+= ")
      }
      explanation =
        "There is no space before `+=` but there is one after, so Swift reads it as a postfix operator stuck to the name and says '+=' is not a postfix unary operator. An operator like this needs the same spacing on both sides."
    case .missingBrace:
      marked = change(program.ifLine) { String($0.dropLast(2)) }
      explanation = "This `if` line is missing the `{` that opens its block."
    case .missingMinusInArrow:
      marked = change(program.signature) { $0.replacingEvery("->", with: ">") }
      explanation = "The return arrow is written `->`; this line has only `>`."
    case .missingParenthesis:
      marked = change(call) { String($0.dropLast()) }
      explanation = "This line opens two parentheses but closes only one."
    case .missingQuote:
      marked = change(program.stringVariable?.line) { line in
        guard let last = line.lastIndex(of: "\"") else { return line }
        var copy = line
        copy.remove(at: last)
        return copy
      }
      explanation = "The string on this line has no closing quote mark."
    case .missingReturnType:
      marked = change(program.signature) { $0.replacingEvery(" -> String", with: "") }
      explanation =
        "This line does not say the function returns anything, yet it returns a String: it needs `-> String`."
    case .missingReturnValue:
      marked = change(program.returnLine) { line in String(line.prefix { $0 == " " }) + "return" }
      explanation = "The function must return a String, but this `return` gives back nothing."
    case .wrongCaseAtCall:
      marked = change(call) {
        $0.replacingEvery(
          "print(\(function)(",
          with: "print(\(function.prefix(1).uppercased() + function.dropFirst())(")
      }
      explanation =
        "Swift names are case sensitive: this call capitalizes `\(function)`, so it names a function that does not exist."
    case .wrongCaseOfTypeName:
      marked = change(program.signature) { $0.replacingEvery(": Int)", with: ": int)") }
      explanation =
        "Swift names are case sensitive, and there is no type called `int`: the integer type is `Int`."
    case .semicolonForColon:
      marked = change(program.signature) {
        $0.replacingEvery("\(parameter): Int", with: "\(parameter); Int")
      }
      explanation = "A parameter's name and type are separated by a colon, not a semicolon."
    case .functionForFunc:
      marked = change(program.signature) { $0.replacingEvery("func ", with: "function ") }
      explanation = "Swift declares functions with `func`, not `function`."
    case .singleQuotes:
      marked = change(program.stringVariable?.line) { line in
        guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""),
          first < last
        else { return line }
        var copy = line
        copy.replaceSubrange(last...last, with: "'")
        copy.replaceSubrange(first...first, with: "'")
        return copy
      }
      explanation = "Swift strings use double quotes; single quotes are not allowed."
    case .misspelledReturn:
      marked = change(program.returnLine) { $0.replacingEvery("return", with: "retrun") }
      explanation = "`retrun` is a misspelling of `return`."
    case .anonymousFirstParameter:
      _ = change(program.signature) {
        $0.replacingEvery("(\(parameter): Int)", with: "(_ \(parameter): Int)")
      }
      marked = lines[program.signature] == program.lines[program.signature] ? nil : call
      explanation =
        "The function's parameter has no label (`_`), but this call still writes `\(parameter):`."
    case .assignToConstant:
      marked = change(program.stringVariable?.line) {
        $0.replacingEvery("var ", with: "let ")
      }
      explanation =
        "This line makes a constant with `let`, but the function changes it later: it needs `var`."
    case .assignmentForComparison:
      marked = change(program.comparisonLine) { line in
        guard let range = line.firstExactRange(of: " == ") else { return line }
        var changed = line
        changed.replaceSubrange(range, with: " = ")
        return changed
      }
      explanation = "This condition uses `=`, which assigns; comparing needs `==`."
    case .unwrappedOptional:
      marked = change(call) {
        $0.replacingEvery(": \(argument))", with: ": Int(\"\(argument)\"))")
      }
      explanation =
        "`Int(\"\(argument)\")` makes an optional Int, which must be unwrapped before it can be passed as an Int."
    case .missingAwait:
      let function = program.asyncCall?.function ?? ""
      marked = change(program.asyncCall?.line) { line in
        guard let range = line.firstExactRange(of: "await \(function)(") else { return line }
        var changed = line
        changed.removeSubrange(range.lowerBound..<line.index(range.lowerBound, offsetBy: 6))
        return changed
      }
      explanation =
        "`\(function)` is an async function, so a call to it may suspend and must be marked with `await`."
    case .missingTry:
      marked = change(program.tryLine) { line in
        guard let range = line.firstExactRange(of: "try ") else { return line }
        var changed = line
        changed.removeSubrange(range)
        return changed
      }
      explanation =
        "This line calls something that can throw an error, but does not mark it with `try`."
    case .actorIsolatedCall:
      let call = program.actorCall
      marked = change(call?.line) { line in
        guard let range = line.firstExactRange(of: "await ") else { return line }
        var changed = line
        changed.removeSubrange(range)
        return changed
      }
      explanation =
        "`\(call?.method ?? "")` belongs to the actor `\(call?.actor ?? "")`: code outside the actor must wait its turn to call it, with `await`, even though the method itself is not async. When the compiler says it cannot be called from outside of the actor, it means not without `await`."
    case .nonSendableCapture:
      let capture = program.taskCapture
      marked = change(capture?.line) { capture?.changed ?? $0 }
      explanation =
        "The new task uses `\(capture?.object ?? "")` itself, an instance of the class `\(capture?.type ?? "")`, which is not Sendable, and the code after it uses `\(capture?.object ?? "")` too. Swift 6 will not let a task and the code that made it both reach a non-Sendable object, even only to read it, and it names the task's closure, which holds the object, as the value that risks a data race. The task should use a copy of the data instead."
    }
    guard let marked else { return nil }
    return (lines, marked + 1, explanation)
  }

  /// Why the `alsoRightLines` count, said after the verdict: the compiler reports the error on
  /// each of them (a `return` the signature does not declare, a `+=` on the constant), or, for the
  /// signature whose `_` the call still labels, the mistake is written there though the compiler
  /// reports only the call. BankCompileChecker holds the first kind to it.
  public var alsoRightReason: String {
    switch self {
    case .anonymousFirstParameter: "the `_` that took the label away is written there."
    default: "the compiler reports the mistake there."
    }
  }

  /// Whether the compiler reports an error on every one of `alsoRightLines`, as `alsoRightReason`
  /// says.
  public var compilerReportsAlsoRightLines: Bool { self != .anonymousFirstParameter }

  /// Other lines that also count as right (1-based), where the mistake shows as much: the
  /// `return` of a value the signature does not declare, each `+=` on the constant, or the
  /// signature whose `_` the call still labels. A learner who reads the code as the compiler does,
  /// or finds where the change was made, is not marked wrong.
  public func alsoRightLines(in program: SpotTheErrorProgram) -> [Int] {
    let lines: [Int] =
      switch self {
      case .wrongReturnType, .missingReturnType: program.returnLine.map { [$0] } ?? []
      case .assignToConstant:
        program.stringVariable.map { variable in
          program.lines.indices.filter { program.lines[$0].containsExactly("\(variable.name) += ") }
        } ?? []
      case .anonymousFirstParameter: [program.signature]
      default: []
      }
    return lines.map { $0 + 1 }
  }
}
