// Staircase
// Print a staircase of # signs with one step per line: the first line has
// one #, and each line after it has one more, up to steps.

let steps = 5

for row in 1...steps {
    var line = ""
    for _ in 1...row {
        line += "#"
    }
    print(line)
}
