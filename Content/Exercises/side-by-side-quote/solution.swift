// Side by side
// price(of:) and shipping(for:) are async functions that take a while.
// Finish totalCost(for:) so it starts both calls with async let,
// then returns the price plus the shipping. The TODO is inside it.

func price(of item: String) async -> Int {
    item.count * 3
}

func shipping(for item: String) async -> Int {
    5
}

func totalCost(for item: String) async -> Int {
    async let itemPrice = price(of: item)
    async let delivery = shipping(for: item)
    return await itemPrice + delivery
}
