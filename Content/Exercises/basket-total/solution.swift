// Basket total
// Add up the prices in the basket with the for loop, so the total is printed.

let prices = [4, 12, 7, 3]
var total = 0

for price in prices {
    total += price
}

print("Total: \(total)")
