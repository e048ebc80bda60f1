// Audio guide
// Building the audio guide's index is slow, so it should only happen when a
// visitor first asks for it, not when the guide is created. Change index so
// "Guide ready" prints before "Building the index...".

struct AudioGuide {
    var language: String
    lazy var index: [String] = {
        print("Building the index...")
        return ["Entrance", "Fossils", "Gems"]
    }()
}

var guide = AudioGuide(language: "Welsh")
print("Guide ready")
print(guide.index.count)
print(guide.index[1])
