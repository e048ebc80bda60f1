/// A string variable name and values that suit it, so `favoriteColor` gets colours and `city` gets cities.
public struct StringNameEntry: Sendable {
  public var name: String
  public var values: [String]
}

/// Our own word lists for randomized code: names for integers, strings and booleans, and fitting values.
public enum WordLists {
  public static let intNames = [
    "score", "age", "lives", "stepCount", "floorNumber", "pageCount", "goals", "temperature",
    "distance",
    "seatNumber", "level", "minutes", "coins", "tickets", "pushUps", "laps", "guests", "apples",
    "volume",
    "streak", "points", "batteryLevel", "houseNumber", "candles", "stamps", "chapters",
  ]

  public static let boolNames = [
    "isRaining", "hasTicket", "gameOver", "isLoggedIn", "isOpen", "hasKey", "isMuted", "isOnline",
    "canVote", "isFinished", "hasPassport", "isLocked", "isSunny", "likesTea", "isWeekend",
    "hasWon",
  ]

  public static let stringNames: [StringNameEntry] = [
    StringNameEntry(
      name: "favoriteColor",
      values: ["teal", "crimson", "amber", "violet", "olive", "navy", "coral"]),
    StringNameEntry(
      name: "petName", values: ["Biscuit", "Pepper", "Mochi", "Rocket", "Juniper", "Waffles"]),
    StringNameEntry(
      name: "city", values: ["Lisbon", "Nairobi", "Osaka", "Quito", "Tallinn", "Hobart", "Accra"]),
    StringNameEntry(
      name: "fruit", values: ["mango", "plum", "kiwi", "papaya", "lychee", "apricot", "fig"]),
    StringNameEntry(
      name: "instrument", values: ["cello", "banjo", "flute", "tuba", "harp", "ukulele"]),
    StringNameEntry(
      name: "planet", values: ["Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Neptune"]),
    StringNameEntry(
      name: "dessert", values: ["tiramisu", "baklava", "pavlova", "churros", "flan", "mochi"]),
    StringNameEntry(
      name: "sport", values: ["rowing", "fencing", "curling", "hockey", "squash", "archery"]),
    StringNameEntry(
      name: "language", values: ["Swahili", "Finnish", "Tagalog", "Welsh", "Korean", "Basque"]),
    StringNameEntry(
      name: "bookTitle", values: ["Tidewater", "The Glass Orchard", "Night Ferry", "Copper Hills"]),
    StringNameEntry(
      name: "username", values: ["pixelfox", "quietstorm", "maplecode", "orbitowl", "tinyrobot"]),
    StringNameEntry(
      name: "dogBreed", values: ["beagle", "whippet", "corgi", "samoyed", "dalmatian", "poodle"]),
    StringNameEntry(
      name: "weekday", values: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
    StringNameEntry(
      name: "flower", values: ["tulip", "orchid", "daisy", "lotus", "peony", "marigold"]),
    StringNameEntry(
      name: "drink", values: ["cocoa", "lemonade", "chai", "espresso", "kefir", "cider"]),
  ]

  /// The operators `RANDOM_OPERATOR` chooses from: safe with any two positive integers, and both
  /// bind looser than `*`, so a template can ask about precedence whichever one is drawn.
  public static let operators = ["+", "-"]

  /// The ranges of the sized integers.
  public static let tinyInts = 1...5
  public static let smallInts = 2...12
  public static let mediumInts = 13...99
}
