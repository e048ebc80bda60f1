import Foundation

/// A progress file as some version of unwrap wrote it: `fields` (the inside of a JSON object, such
/// as `"points": {"learning": 5}`) and, for every field that version always wrote and `fields` does
/// not name, an empty value. Tests write only what they are about; a file without a field its
/// version always wrote is damaged.
public enum ProgressFixture {
  public static func json(schema: Int, _ fields: String = "") -> String {
    var defaults = [
      ("sections", "{}"),
      ("points", #"{"learning": 0, "review": 0, "practice": 0, "challenges": 0}"#),
      ("activeDays", "[]"),
    ]
    if schema >= 2 { defaults += [("practice", "{}"), ("challenges", "{}")] }
    if schema >= 3 { defaults += [("cards", "{}"), ("reviewCardsSeeded", "true")] }
    // The fields named at the top level (a nested "points" or "practice" does not count).
    let named =
      (try? JSONSerialization.jsonObject(with: Data("{\(fields)}".utf8)) as? [String: Any])
      .map { Set($0.keys) } ?? []
    let added = defaults.filter { !named.contains($0.0) }.map { "\"\($0.0)\": \($0.1)" }
    let all = (fields.isEmpty ? [] : [fields]) + added
    return "{\"schemaVersion\": \(schema), " + all.joined(separator: ", ") + "}"
  }
}
