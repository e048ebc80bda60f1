// Close the greenhouse
// A greenhouse and its gardener refer to each other, so neither is ever
// freed and the two goodbye messages never print. Change one declaration
// (the TODO) so that both deinitializers run before "Night falls".

class Greenhouse {
    let name: String
    var gardener: Gardener?

    init(name: String) {
        self.name = name
    }

    deinit {
        print("\(name) locked")
    }
}

class Gardener {
    let name: String
    weak var workplace: Greenhouse?

    init(name: String) {
        self.name = name
    }

    func water() {
        print("\(name) waters the \(workplace?.name ?? "garden")")
    }

    deinit {
        print("Gardener \(name) goes home")
    }
}

do {
    let house = Greenhouse(name: "Glass House")
    let noor = Gardener(name: "Noor")
    house.gardener = noor
    noor.workplace = house
    noor.water()
}
print("Night falls")
