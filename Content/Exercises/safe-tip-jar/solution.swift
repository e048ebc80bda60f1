// A safe tip jar
// TipJar is an actor: only its own methods may change its total.
// Finish add(_:) so it adds the amount to total and returns the
// new total. The TODO is inside add(_:).

actor TipJar {
    var total = 0

    func add(_ amount: Int) -> Int {
        total += amount
        return total
    }
}

let cafeJar = TipJar()
print(await cafeJar.add(3))
