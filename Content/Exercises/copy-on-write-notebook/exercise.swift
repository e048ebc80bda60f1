// A notebook that copies on write
// Notebook is a struct, but it keeps its lines in a class instance, so two
// copies of a notebook share one store and see each other's writing.
// Finish write(_:) (the TODO) so that a notebook whose store is shared makes
// its own copy of the store before changing it.

final class LineStore {
    var lines: [String] = []
}

struct Notebook {
    private var storage = LineStore()

    var lines: [String] {
        storage.lines
    }

    mutating func write(_ line: String) {
        // TODO: copy the store first if another notebook shares it
        storage.lines.append(line)
    }
}
