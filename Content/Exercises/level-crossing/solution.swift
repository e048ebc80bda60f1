// Level crossing
// A railway crossing keeps its barrier's position in an enum. A train is coming:
// after the first print, move the barrier to lowering and print it, then to down
// and print it again.

enum Barrier {
    case up
    case lowering
    case down
}

var barrier = Barrier.up
print(barrier)

barrier = .lowering
print(barrier)
barrier = .down
print(barrier)
