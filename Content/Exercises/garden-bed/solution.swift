// Raised garden bed
// A bed's size is stored in whole metres. Fill in the two computed properties:
// area is the width times the length, and edging is the length of timber
// needed to go all the way around the bed.

struct GardenBed {
    var width: Int
    var length: Int

    var area: Int {
        width * length
    }
    var edging: Int {
        2 * (width + length)
    }
}
