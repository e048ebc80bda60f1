// Rental scooter
// Make CityScooter a RentalScooter, so report(_:) accepts it. A new scooter
// has a full battery (100), and its location() is the name of its dock.

protocol Chargeable {
    var battery: Int { get }
}

protocol Locatable {
    func location() -> String
}

protocol RentalScooter: Chargeable, Locatable {
    var topSpeed: Int { get }
}

struct CityScooter: RentalScooter {
    var topSpeed = 25
    var dock = "Station Road"
    var battery = 100

    func location() -> String {
        dock
    }
}

func report(_ scooter: some RentalScooter) -> String {
    "\(scooter.location()): \(scooter.battery)% charged, up to \(scooter.topSpeed) km/h"
}
