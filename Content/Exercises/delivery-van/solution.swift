// Delivery van
// A Van is a Vehicle that also knows how much cargo it carries. Every van has
// 4 wheels. Finish the Van initializer: it stores placeholder values for now.

class Vehicle {
    var plate: String
    var wheels: Int

    init(plate: String, wheels: Int) {
        self.plate = plate
        self.wheels = wheels
    }

    func describe() -> String {
        "\(plate) on \(wheels) wheels"
    }
}

class Van: Vehicle {
    var cargoKg: Int

    init(plate: String, cargoKg: Int) {
        self.cargoKg = cargoKg
        super.init(plate: plate, wheels: 4)
    }

    func loadLabel() -> String {
        "\(plate) carries up to \(cargoKg) kg"
    }
}
