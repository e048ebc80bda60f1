// Bird calls
// Every Bird says "tweet". An Owl should say "hoo-hoo" instead, and a Parrot
// repeats what a plain Bird says, then adds ", pretty bird!".
// Override call() in both subclasses.

class Bird {
    func call() -> String {
        "tweet"
    }
}

class Owl: Bird {
    // TODO: override call() here and in Parrot
}

class Parrot: Bird {
}
