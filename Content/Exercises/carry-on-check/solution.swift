// Carry-on check
// Cabin bags may weigh up to and including the limit, and passengers board in
// alphabetical order of surname. Fill in both answers with a comparison, not
// with a typed true or false.
// bagAllowed and passengerFirst have braces instead of =, so Swift works them
// out afresh each time they are read: the tests change the weights and names,
// then print them.

var bagKg = 7
var limitKg = 7
var passenger = "Moreau"
var nextInLine = "Nakamura"

var bagAllowed: Bool {
    bagKg <= limitKg
}
var passengerFirst: Bool {
    passenger < nextInLine
}

print("Bag allowed: \(bagAllowed)")
print("\(passenger) boards first: \(passengerFirst)")
