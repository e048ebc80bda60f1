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
        if sizeCode == "S" {
            size = "small"
            price = 3
        } else if sizeCode == "M" {
            size = "medium"
            price = 4
        } else {
            size = "large"
            price = 5
        }
    }
}
