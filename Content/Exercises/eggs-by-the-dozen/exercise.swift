// Eggs by the dozen
// An order stores single eggs, but customers talk in dozens.
// Give dozens a getter (the whole dozens in eggs) and a setter that stores
// the new number of dozens as eggs.

struct EggOrder {
    var eggs: Int

    var dozens: Int {
        get {
            0 // TODO: whole dozens in eggs
        }
        set {
            // TODO: store the new number of dozens in eggs
        }
    }
}
