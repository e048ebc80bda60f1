// Welcome board
// A guesthouse prints its welcome board from one multi-line string.
// Make board print exactly these three lines, the last two starting with two spaces:
//
// Welcome to Harbour House
//   Breakfast: 7 to 10
//   Checkout: 11

var board = """
    Welcome to Harbour House
      Breakfast: 7 to 10
      Checkout: 11
    """

print(board)
