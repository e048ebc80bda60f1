// Tip calculator
// makeTipper(percent:) returns a closure. Given a bill, that closure returns the
// tip: that many per cent of the bill, in whole coins (any fraction is dropped).

func makeTipper(percent: Int) -> (Int) -> Int {
    // TODO: return a closure that works out the tip for a bill
    return { bill in 0 }
}
