// Two crates for the lift
// The goods lift takes exactly 50 kg. Find the first pair, one crate from each
// pallet, that weighs exactly 50, then stop searching altogether with one
// labelled break.

let palletA = [12, 20, 31, 18]
let palletB = [25, 30, 19, 32]
var checks = 0

for a in palletA {
    for b in palletB {
        checks += 1
        if a + b == 50 {
            print("\(a) kg + \(b) kg")
            break // TODO: this only leaves the inner loop; stop both
        }
    }
}

print("Checked \(checks) pairs")
