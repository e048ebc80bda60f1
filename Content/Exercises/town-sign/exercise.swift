// Town sign
// The sign at the edge of town shows its name and how many people live there.
// Store the name Millbrook and the population 48,250 in the two variables.

var townName = ""  // TODO: the town's name
var population = 0 // TODO: the population (a comma is not allowed in a number)

print(townName)
print(population)
