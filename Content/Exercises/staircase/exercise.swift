// Staircase
// Print a staircase of # signs with one step per line: the first line has
// one #, and each line after it has one more, up to steps.

let steps = 5

// TODO: nested loops that build and print each line
