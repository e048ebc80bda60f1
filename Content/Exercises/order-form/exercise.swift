// Order form
// Customers type quantities into an order form. Add them all up, turning each
// text into an Int; anything that is not a number counts as 1.

func totalItems(_ typed: [String]) -> Int {
    var total = 0
    for text in typed {
        // TODO: add the quantity in text, or 1
    }
    return total
}
