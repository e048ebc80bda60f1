// Pantry count
// The pantry dictionary only has entries for things in stock.
// Read how many jars of honey and of jam there are; no entry means 0 jars.

let pantry = ["honey": 3, "rice": 2, "oats": 5]

let honeyJars = pantry["honey", default: 0]
let jamJars = pantry["jam", default: 0]

print("Honey: \(honeyJars), jam: \(jamJars)")
