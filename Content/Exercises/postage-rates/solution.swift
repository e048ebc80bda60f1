// Postage rates
// Letters up to and including 100 g cost 2, anything up to and including 500 g
// costs 5, and heavier post costs 9. Make the closure return the price for a
// weight in grams.

let postage = { (grams: Int) -> Int in
    if grams <= 100 {
        return 2
    } else if grams <= 500 {
        return 5
    } else {
        return 9
    }
}
