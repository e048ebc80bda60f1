// Podium and the rest
// finishers is in finishing order. Print the first three runners, then
// everyone after them, each group with one print() of an array slice made
// with a range.

let finishers = ["Ana", "Jomo", "Li", "Pedro", "Zara", "Kemal"]

// TODO: print the top three, then the rest
