// Splitting the bill
// The closure takes a bill and the number of diners, and describes a fair split
// in whole coins, like "Each pays 33, 1 left over" for a bill of 100 and 3 diners.

let splitBill = { (total: Int, diners: Int) -> String in
    "Each pays \(total / diners), \(total % diners) left over"
}
