// An oven that lets go
// preheat(to:) stores a closure in onReady, and that closure holds on to
// the oven, so the oven is never switched off. Fix the closure (the TODO)
// so it captures self weakly and "Bread oven switched off" is printed
// before "Kitchen closed".

class Oven {
    let name: String
    var temperature = 0
    var onReady: (() -> Void)?

    init(name: String) {
        self.name = name
    }

    func preheat(to degrees: Int) {
        temperature = degrees
        onReady = { [weak self] in
            guard let self else { return }
            print("\(name) is at \(temperature) degrees")
        }
    }

    deinit {
        print("\(name) switched off")
    }
}

do {
    let oven = Oven(name: "Bread oven")
    oven.preheat(to: 180)
    oven.onReady?()
}
print("Kitchen closed")
