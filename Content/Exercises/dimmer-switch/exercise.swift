// Dimmer switch
// A dimmer goes up one step each time brighten() is called, but never past 5.
// The dimmers in the tests are constants, and that is fine for a class.
// Finish brighten().

class Dimmer {
    var level = 0

    func brighten() {
        // TODO: one step up, stopping at 5
    }
}
