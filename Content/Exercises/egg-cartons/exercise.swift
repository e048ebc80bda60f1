// Egg cartons
// The farm collected 50 eggs today, and a carton holds 12.
// Work out how many cartons are filled completely, and how many eggs are left over.

let eggs = 50
let perCarton = 12

let fullCartons = 0 // TODO: the number of full cartons
let looseEggs = 0   // TODO: the eggs that do not fill a carton

print("\(fullCartons) full cartons, \(looseEggs) eggs left over")
