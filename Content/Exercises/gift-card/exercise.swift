// Gift card
// Anyone may read a gift card's balance, but only the card itself may change it.
// Finish spend(_:): when the balance covers amount, take it off and return true;
// otherwise leave the balance alone and return false.

struct GiftCard {
    private(set) var balance: Int

    init(balance: Int) {
        self.balance = balance
    }

    mutating func spend(_ amount: Int) -> Bool {
        // TODO: spend amount if the balance covers it
        return false
    }
}
