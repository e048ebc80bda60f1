// Low battery
// A phone should warn once, at the moment its battery drops from 20 or more to
// below 20, by printing "Low battery: 15%" (with the new level).
// Add a didSet observer to battery that does that.

struct Phone {
    var battery: Int {
        didSet {
            if oldValue >= 20 && battery < 20 {
                print("Low battery: \(battery)%")
            }
        }
    }
}
