// Road trip
// A car knows how much fuel it has and how many kilometres it goes on one litre.
// Finish canReach(_:) so it answers whether the car can drive that many
// kilometres on the fuel it has.

struct Car {
    var fuelLitres: Double
    var kmPerLitre: Double

    func canReach(_ km: Double) -> Bool {
        // TODO: compare km with the car's range
        return false
    }
}
