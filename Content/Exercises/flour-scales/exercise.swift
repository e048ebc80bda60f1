// Flour scales
// Recipes give flour in cups, but the scales show grams, and one cup of flour
// is 125 g. Set the static constant, then make the static method use it.

struct Flour {
    // TODO: set gramsPerCup, then use it in grams(cups:)
    static let gramsPerCup = 0

    static func grams(cups: Int) -> Int {
        return 0
    }
}
