// Arcade tokens
// spend(_:from:) takes tokens off a card and returns what is left.
// Spending less than 1 token must throw TokenError.invalidAmount, and spending
// more than the card holds must throw TokenError.notEnoughTokens.

enum TokenError: Error {
    case invalidAmount
    case notEnoughTokens
}

func spend(_ amount: Int, from balance: Int) throws -> Int {
    // TODO: throw the right error for the two bad cases
    return balance - amount
}
