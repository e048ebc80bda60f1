// Library book
// A Book is created from its title and its number of pages, with parameter
// names that match the properties. Finish the initializer so it stores both,
// and marks the book as long when it has more than 400 pages.

struct Book {
    var title = ""
    var pages = 0
    var isLong = false

    init(title: String, pages: Int) {
        // TODO: store title and pages, and set isLong
    }
}
