// Drinks till
// The till knows a drink's size only by a code. Make the initializer turn the
// code into the size's name and price: "S" is small for 3, "M" is medium for 4,
// and any other code is large for 5.

struct Drink {
    var name: String
    var size: String
    var price: Int

    init(drink: String, sizeCode: String) {
        name = drink
        // TODO: choose size and price from sizeCode
        size = ""
        price = 0
    }
}
