/// Answers that use `if` and `switch` as values (if and switch expressions) and answers that pass the
/// same tests with statements or a ternary instead: the cases `CodeRequirement`'s `asExpression`
/// must tell apart. `ContentTests` asks the compiler which is which.
public enum ValueUseForms {
  public static let ifExpressions = [
    "func shipping(total: Int) -> Int {\n    if total >= 50 { 0 } else { 5 }\n}",
    "func shipping(total: Int) -> Int {\n    let cost = if total < 50 { 5 } else { 0 }\n    return cost\n}",
    "func shipping(total: Int) -> Int {\n    return if total >= 50 {\n        0\n    } else {\n        5\n    }\n}",
    "let shipping = { (total: Int) -> Int in if total >= 50 { 0 } else { 5 } }",
    "func shipping(total: Int) -> Int {\n    var cost: Int\n    cost = if total >= 50 { 0 } else { 5 }\n    return cost\n}",
    "func shipping(total: Int) -> Int {\n    if total >= 100 { 0 } else if total >= 50 { 0 } else { 5 }\n}",
    "func shipping(total: Int) -> Int {\n    // Free from 50.\n    if [total].contains(where: { $0 >= 50 }) { 0 } else { 5 }\n}",
  ]

  public static let ifStatements = [
    "func shipping(total: Int) -> Int {\n    if total >= 50 { return 0 } else { return 5 }\n}",
    "func shipping(total: Int) -> Int {\n    if total >= 50 { return 0 }\n    return 5\n}",
    "func shipping(total: Int) -> Int {\n    var cost = 5\n    if total >= 50 { cost = 0 }\n    return cost\n}",
    "func shipping(total: Int) -> Int {\n    total >= 50 ? 0 : 5\n}",
    "func shipping(total: Int) -> Int {\n    guard total < 50 else { return 0 }\n    return 5\n}",
    "func shipping(total: Int) -> Int {\n    // if total >= 50 { 0 } else { 5 }\n    return total >= 50 ? 0 : 5\n}",
    "let shipping = { (total: Int) -> Int in if total >= 50 { return 0 } else { return 5 } }",
    "func shipping(total: Int) -> Int {\n    if total >= 50 {\n        if total > 0 { return 0 } else { return 5 }\n    }\n    return 5\n}",
  ]

  public static let switchExpressions = [
    "func verdict(stars: Int) -> String {\n    switch stars {\n    case 1, 2: \"poor\"\n    case 3: \"fine\"\n    default: \"great\"\n    }\n}",
    "func verdict(stars: Int) -> String {\n    let word = switch stars {\n    case 1...2: \"poor\"\n    default: \"fine\"\n    }\n    return word\n}",
    "func verdict(stars: Int) -> String {\n    return switch stars { case 3: \"fine\" default: \"poor\" }\n}",
    "let verdict = { (stars: Int) -> String in\n    switch stars {\n    case 1: \"poor\"\n    default: \"fine\"\n    }\n}",
  ]

  public static let switchStatements = [
    "func verdict(stars: Int) -> String {\n    switch stars {\n    case 1, 2: return \"poor\"\n    default: return \"fine\"\n    }\n}",
    "func verdict(stars: Int) -> String {\n    let word: String\n    switch stars {\n    case 1: word = \"poor\"\n    default: word = \"fine\"\n    }\n    return word\n}",
    "func verdict(stars: Int) -> String {\n    if stars <= 2 { return \"poor\" }\n    return \"fine\"\n}",
    "func verdict(stars: Int) -> String {\n    var word = \"fine\"\n    switch stars {\n    case 1, 2: word = \"poor\"\n    default: break\n    }\n    return word\n}",
  ]
}
