/// The two shapes of Spot the Error program; each error kind applies to one of them.
public enum SpotTheErrorShape: String, Codable, Equatable, Sendable {
  /// A function that takes an integer and builds and returns a string (the original app's shape).
  case function
  /// Concurrent code: `async` functions, actors and tasks, for the concurrency kinds.
  case async
}

/// A Spot the Error template: a function that takes an integer and builds and returns a string, called on
/// the last line. `FUNCTION` and `PARAMETER` are replaced by one of the template's names; the inputs come
/// from the placeholder engine. An `"shape": "async"` template is concurrent code instead: its
/// `FUNCTION(PARAMETER: Int)` is `async` and is called with `await` on the last line.
public struct SpotTheErrorTemplate: BankItem, Equatable {
  public var id: String
  public var section: String
  public var functionNames: [String]
  public var parameterNames: [String]
  public var lines: [String]
  public var needs: [String]? = nil
  /// Absent means `.function`.
  public var shape: SpotTheErrorShape? = nil

  /// Every key this type reads; `content validate` reports any other (`KeySchema`).
  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, section, functionNames, parameterNames, lines, needs, shape
  }

  public static var keySchema: KeySchema { KeySchema(CodingKeys.self) }

  public var checkedCode: [String] { [lines.joined(separator: "\n")] }

  public static let file = "SpotTheError.json"
}

/// The file holding the templates: `{ "templates": [ … ] }`.
/// A generated program, with the lines each error kind works on.
public struct SpotTheErrorProgram: Equatable, Sendable {
  public var lines: [String]
  public var functionName: String
  public var parameterName: String
  /// The argument value on the call line.
  public var argument: String
  public var shape: SpotTheErrorShape = .function

  public let signature = 0
  public var call: Int { lines.count - 1 }
  /// The `var name = "…"` line, and the name.
  public var stringVariable: (line: Int, name: String)? {
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingSpaces()
      guard trimmed.hasPrefix("var "), trimmed.containsExactly(" = \"") else { continue }
      let name = String(trimmed.dropFirst(4).prefix { $0 != " " })
      if lines.contains(where: { $0.trimmingSpaces().hasPrefix("\(name) += ") }) {
        return (index, name)
      }
    }
    return nil
  }
  public var compoundAssignment: Int? {
    guard let name = stringVariable?.name else { return nil }
    return lines.firstIndex { $0.trimmingSpaces().hasPrefix("\(name) += ") }
  }
  public var ifLine: Int? {
    lines.firstIndex {
      $0.trimmingSpaces().hasPrefix("if ") && $0.hasSuffix(" {")
    }
  }
  public var returnLine: Int? {
    lines.firstIndex { $0.trimmingSpaces().hasPrefix("return ") }
  }
  public var comparisonLine: Int? {
    lines.firstIndex {
      $0.containsExactly(" == ") && $0.trimmingSpaces().hasPrefix("if ")
    }
  }

  /// What a template is missing for every error kind of its shape to apply (for `.async`, at least
  /// two of them), in words; empty when complete.
  public var missingRoles: [String] {
    if shape == .async { return missingAsyncRoles }
    var missing: [String] = []
    if !lines[signature].hasPrefix("func \(functionName)(\(parameterName): Int) -> String {") {
      missing.append("the first line must be `func FUNCTION(PARAMETER: Int) -> String {`")
    }
    if lines[call] != "print(\(functionName)(\(parameterName): \(argument)))" {
      missing.append("the last line must be `print(FUNCTION(PARAMETER: value))`")
    }
    if stringVariable == nil {
      missing.append("a `var name = \"…\"` line later changed with `name += …`")
    }
    if ifLine == nil { missing.append("an `if … {` line") }
    if returnLine == nil { missing.append("a `return` line") }
    if comparisonLine == nil { missing.append("an `if` line comparing with `==`") }
    return missing
  }
}

extension SpotTheErrorTemplate {
  /// Fills in the names and generates the inputs.
  public func generate(random: inout SeededGenerator) throws(PlaceholderError)
    -> SpotTheErrorProgram
  {
    let function = functionNames.randomElement(using: &random) ?? "describe"
    let parameter = parameterNames.randomElement(using: &random) ?? "number"
    let named = lines.joined(separator: "\n")
      .replacingEvery("FUNCTION", with: function).replacingEvery("PARAMETER", with: parameter)
    let text = try PlaceholderEngine().generate(named, using: &random).text
    let generated = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let call = generated.last ?? ""
    let shape = shape ?? .function
    let prefix = "\(function)(\(parameter): "
    let argument =
      call.hasPrefix("print(") && call.hasSuffix("))")
      ? call.firstExactRange(of: prefix).map { String(call[$0.upperBound...].dropLast(2)) } ?? ""
      : ""
    return SpotTheErrorProgram(
      lines: generated, functionName: function, parameterName: parameter, argument: argument,
      shape: shape)
  }
}
