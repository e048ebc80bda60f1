// Town sign
// The sign at the edge of town shows its name and how many people live there.
// Store the name Millbrook and the population 48,250 in the two variables.

var townName = "Millbrook"
var population = 48_250

print(townName)
print(population)
