// Pet clinic
// The waiting room holds all kinds of Pet. Add up the tricks of every dog in
// it; cats know no tricks, as far as the clinic is concerned.

class Pet {
    var name: String

    init(name: String) {
        self.name = name
    }
}

class Dog: Pet {
    var tricks: Int

    init(name: String, tricks: Int) {
        self.tricks = tricks
        super.init(name: name)
    }
}

class Cat: Pet {
}

func totalTricks(_ pets: [Pet]) -> Int {
    var total = 0
    for pet in pets {
        if let dog = pet as? Dog {
            total += dog.tricks
        }
    }
    return total
}
