// Door codes
// A door code has exactly four digits: a number from 1000 to 9999.
// Make the initializer failable, so any other number gives nil instead of a code.

struct DoorCode {
    var digits: Int

    init?(digits: Int) {
        if digits < 1000 || digits > 9999 {
            return nil
        }
        self.digits = digits
    }
}
