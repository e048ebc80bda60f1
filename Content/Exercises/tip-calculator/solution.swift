// Tip calculator
// makeTipper(percent:) returns a closure. Given a bill, that closure returns the
// tip: that many per cent of the bill, in whole coins (any fraction is dropped).

func makeTipper(percent: Int) -> (Int) -> Int {
    return { bill in
        bill * percent / 100
    }
}
