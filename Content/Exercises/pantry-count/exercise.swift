// Pantry count
// The pantry dictionary only has entries for things in stock.
// Read how many jars of honey and of jam there are; no entry means 0 jars.

let pantry = ["honey": 3, "rice": 2, "oats": 5]

let honeyJars = 0 // TODO: read "honey" from pantry, with 0 when it is missing
let jamJars = 0   // TODO: the same for "jam"

print("Honey: \(honeyJars), jam: \(jamJars)")
