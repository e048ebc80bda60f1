// Raised garden bed
// A bed's size is stored in whole metres. Fill in the two computed properties:
// area is the width times the length, and edging is the length of timber
// needed to go all the way around the bed.

struct GardenBed {
    var width: Int
    var length: Int

    // TODO: compute area and edging from width and length
    var area: Int {
        0
    }
    var edging: Int {
        0
    }
}
