// Fuel bill
// A van took 40 litres of diesel at 1.25 per litre. Work out what it cost.
// litres is an Int and pricePerLitre is a Double, so one of them needs converting.

var litres = 40
var pricePerLitre = 1.25
var cost = Double(litres) * pricePerLitre

print(cost)
