// Library loans
// A Loan prints a line when it starts. Add a deinitializer that prints
// "Returned Dune" (with the loan's own title) when the loan is destroyed.

class Loan {
    var title: String

    init(title: String) {
        self.title = title
        print("Borrowed \(title)")
    }

    // TODO: the deinitializer
}
