// Moving money
// Calls should read like a sentence: transfer(amount: 30, from: "savings", to: "holiday").
// Give source and destination the argument labels from and to, and keep
// source and destination as the names used inside the body.

func transfer(amount: Int, source: String, destination: String) -> String { // TODO: add the labels
    return "Moved \(amount) from \(source) to \(destination)"
}
