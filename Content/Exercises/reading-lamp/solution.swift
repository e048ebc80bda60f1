// Reading lamp
// A Lamp remembers its room and its brightness out of 10. Finish the
// initializer so it stores both; when the caller leaves out the brightness,
// a lamp starts at 3.

class Lamp {
    var room = ""
    var brightness = 0

    init(room: String, brightness: Int = 3) {
        self.room = room
        self.brightness = brightness
    }

    func describe() -> String {
        "The \(room) lamp is at \(brightness) of 10"
    }
}
