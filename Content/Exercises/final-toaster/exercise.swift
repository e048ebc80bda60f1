// A final toaster
// Add a class Toaster that inherits from Appliance and that nothing else may
// inherit from. Its start() returns the name followed by ": heating the slots",
// such as "Toaster: heating the slots".

class Appliance {
    var name: String

    init(name: String) {
        self.name = name
    }

    func start() -> String {
        "\(name): whirr"
    }
}

// TODO: the final class Toaster
