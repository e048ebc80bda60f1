// Sale day
// Take a percentage off a price, changing the caller's own variable:
// after applyDiscount(25, to: &boots), boots of 80 becomes 60.
// Whole numbers are fine; any fraction can be dropped.

func applyDiscount(_ percent: Int, to price: inout Int) {
    price -= price * percent / 100
}
