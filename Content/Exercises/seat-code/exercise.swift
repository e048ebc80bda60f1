// Seat code
// The theatre prints a code on every ticket: the row letter, a dash, then the
// seat number, such as F-12. Build code from row and seat by joining them with +
// (no string interpolation this time).

let row = "F"
let seat = 12

let code = "" // TODO: join row, "-" and seat with +

print(code)
