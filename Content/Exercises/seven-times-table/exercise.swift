// Seven times table
// This loop should print the seven times table from 1 x 7 to 5 x 7,
// but it stops one row early. Fix the range.

for n in 1..<5 { // TODO: make the last row 5 x 7
    print("\(n) x 7 = \(n * 7)")
}
