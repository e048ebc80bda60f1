// Coffee card
// Every coffee earns a stamp, and addStamp() reports the card, like "3 of 8".
// The eighth stamp earns a free coffee instead: addStamp() then returns
// "Free coffee!" and the card starts again from 0 stamps.

struct CoffeeCard {
    var stamps = 0

    mutating func addStamp() -> String {
        stamps += 1
        if stamps == 8 {
            stamps = 0
            return "Free coffee!"
        }
        return "\(stamps) of 8"
    }
}
