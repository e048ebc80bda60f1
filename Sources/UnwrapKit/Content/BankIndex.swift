import UnwrapContent

/// A bank item as a list needs it: its id and the section that unlocks it, known without decoding
/// the item, so a command that shows one question decodes one question.
public struct BankEntry: Equatable, Sendable {
  public var id: String
  public var section: String
  /// The other sections it needs read (the bank item's `needs`).
  public var needs: [String]

  public init(id: String, section: String, needs: [String] = []) {
    self.id = id
    self.section = section
    self.needs = needs
  }

  /// Its section and every section it needs: all must be read before the item is offered.
  public var requiredSections: [String] { [section] + needs }

  /// Whether every one of `requiredSections` is read, asked in that order, without building the list.
  public func isAvailable(hasRead: (String) -> Bool) -> Bool {
    hasRead(section) && needs.allSatisfy(hasRead)
  }
}

extension ContentLibrary {
  /// Every item's id and section, in bank order. The built-in copy reads them from the index the
  /// embedder wrote at build time; a folder's bank is decoded in full, so its problems are reported
  /// exactly as `bank(_:file:)` reports them.
  public func bankEntries<Item: BankItem>(_ type: Item.Type, file: String) throws(ContentError)
    -> [BankEntry]
  {
    if source == .builtIn, let items = UnwrapContent.bankItems("\(Self.practiceFolder)/\(file)") {
      return items.map { BankEntry(id: $0.id, section: $0.section, needs: $0.needs) }
    }
    return try bank(type, file: file).map {
      BankEntry(id: $0.id, section: $0.section, needs: $0.needs ?? [])
    }
  }

  /// Every item's id sorted, as the embedder sorted them at build time: the built-in copy's only
  /// (nil for a folder, whose items are sorted when asked).
  public func bankItemIDsSorted(file: String) -> [String]? {
    source == .builtIn ? UnwrapContent.bankItemIDsSorted("\(Self.practiceFolder)/\(file)") : nil
  }

  /// The items whose ids are in `ids`, in bank order. The built-in copy decodes only their JSON.
  public func bank<Item: BankItem>(_ type: Item.Type, file: String, ids: Set<String>)
    throws(ContentError) -> [Item]
  {
    let path = "\(Self.practiceFolder)/\(file)"
    guard source == .builtIn, let items = UnwrapContent.bankItems(path),
      let text = UnwrapContent.file(path)
    else {
      return try bank(type, file: file).filter { ids.contains($0.id) }
    }
    return try Self.items(type, at: items, in: text, path: path, ids: ids)
  }

  /// Decodes the items of `text` at `locations` whose ids are in `ids`. An item that does not decode
  /// is named by its id and field (`predict-sum.hint`), since the decoder sees only the item.
  static func items<Item: BankItem>(
    _ type: Item.Type, at locations: [BankItemLocation], in text: String, path: String,
    ids: Set<String>
  ) throws(ContentError) -> [Item] {
    var result: [Item] = []
    for item in locations where ids.contains(item.id) {
      // Only the item's own bytes are copied (the embedded text is contiguous UTF-8), never the bank.
      let data =
        text.utf8.withContiguousStorageIfAvailable {
          Data(buffer: UnsafeBufferPointer(rebasing: $0[item.utf8Offsets]))
        }
        ?? Data(Array(text.utf8)[item.utf8Offsets])
      do {
        result.append(try JSONDecoder().decode(Item.self, from: data))
      } catch {
        var problem = ContentError.decoding(error, file: path)
        problem.item = problem.item.isEmpty ? item.id : "\(item.id).\(problem.item)"
        throw problem
      }
    }
    return result
  }
}
