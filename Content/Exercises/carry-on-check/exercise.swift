// Carry-on check
// Cabin bags may weigh up to and including 7 kg, and passengers board in
// alphabetical order of surname. Fill in both constants with a comparison,
// not with a typed true or false.

let bagKg = 7
let limitKg = 7
let passenger = "Moreau"
let nextInLine = "Nakamura"

let bagAllowed = false     // TODO: compare bagKg with limitKg
let passengerFirst = false // TODO: does passenger come before nextInLine?

print("Bag allowed: \(bagAllowed)")
print("\(passenger) boards first: \(passengerFirst)")
