// Ferry queue
// Cars wait for the ferry in the order they arrived. A red hatchback joins the
// end of the queue, and the second car turns out to be a camper van, not a
// grey sedan. Update the array so that both changes show.

var queue = ["blue pickup", "grey sedan", "white taxi"]

// TODO: add "red hatchback" at the end, and replace "grey sedan" with "camper van"

print(queue)
print(queue.count)
