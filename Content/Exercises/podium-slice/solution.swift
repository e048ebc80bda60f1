// Podium and the rest
// finishers is in finishing order. Print the first three runners, then
// everyone after them, each group with one print() of an array slice made
// with a range.

let finishers = ["Ana", "Jomo", "Li", "Pedro", "Zara", "Kemal"]

print(finishers[0..<3])
print(finishers[3...])
