// Floor plan
// Anything with a name and an area can go on the floor plan. Make Room conform
// to HasArea, so describe(_:) accepts it just as it accepts a Corridor.
// A room's area is its width times its depth.

protocol HasArea {
    var name: String { get }
    func area() -> Int
}

struct Corridor: HasArea {
    var name: String
    var length: Int

    func area() -> Int {
        length * 2
    }
}

struct Room: HasArea {
    var name: String
    var width: Int
    var depth: Int

    func area() -> Int {
        width * depth
    }
}

func describe(_ space: some HasArea) -> String {
    "\(space.name): \(space.area()) m²"
}
