// Bike shop
// Declare the properties of Bicycle: a brand (a String) and a number of
// gears (an Int), in that order, so the shop can write
// Bicycle(brand: "Brompton", gears: 6) and change the gears later.

struct Bicycle {
    var brand: String
    var gears: Int
}
