// Passport stamps
// visits lists every border crossing of a trip, so countries appear more than once.
// Make countries a set built from visits, so that each country counts once.

let visits = ["Peru", "Chile", "Peru", "Bolivia", "Chile", "Peru"]

let countries: Set<String> = [] // TODO: build the set from visits

print(countries.count)
print(countries.contains("Bolivia"))
print(countries.contains("Brazil"))
