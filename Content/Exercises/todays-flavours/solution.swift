// Today's flavours
// Print the ice cream menu, numbered from 1, leaving out every flavour that
// has sold out: skip it with continue. The numbers must have no gaps.

let flavours = ["vanilla", "pistachio", "mango", "hazelnut", "lemon"]
let soldOut: Set<String> = ["mango", "lemon"]
var number = 0

for flavour in flavours {
    if soldOut.contains(flavour) {
        continue
    }
    number += 1
    print("\(number). \(flavour)")
}
