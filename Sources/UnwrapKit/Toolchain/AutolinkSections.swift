/// The `.swift1_autolink_entries` sections of an ELF object file: the libraries the compiler asks
/// to be linked. `swift-autolink-extract`'s output depends only on these bytes, so a program whose
/// sections match an earlier one's gets the earlier output without starting the extractor, the
/// full compiler binary again (15 ms of CPU on every run).
enum AutolinkSections {
  /// The section's name in every Swift object file for an ELF platform.
  static let name = Array(".swift1_autolink_entries".utf8)

  /// The object and output file of a planned `swift-autolink-extract` job that reads one object,
  /// nil for any other job.
  static func files(of job: [String]) -> (object: String, output: String)? {
    guard job.count == 4, job[0].hasSuffix("/swift-autolink-extract") else { return nil }
    let files =
      job[2] == "-o"
      ? (object: job[1], output: job[3])
      : job[1] == "-o" ? (object: job[3], output: job[2]) : nil
    guard let files, !files.object.hasPrefix("-"), !files.output.hasPrefix("-") else { return nil }
    return files
  }

  /// The contents of every autolink section in the object at `path`, in file order, each prefixed
  /// with its length so that two lists are equal only when their sections are. Nil when the file
  /// cannot be read or is not a plain 64-bit little-endian ELF file (then the extractor decides).
  static func key(ofObjectAt path: String) -> [UInt8]? {
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return nil }
    return key(of: [UInt8](data))
  }

  /// As `key(ofObjectAt:)`, for the object's bytes.
  static func key(of bytes: [UInt8]) -> [UInt8]? {
    let elf = ELFReader(bytes: bytes)
    guard bytes.count >= 64, bytes[0..<4] == [0x7F, 0x45, 0x4C, 0x46], bytes[4] == 2, bytes[5] == 1,
      let tableOffset = elf.integer(at: 0x28, size: 8),
      let entrySize = elf.integer(at: 0x3A, size: 2),
      let count = elf.integer(at: 0x3C, size: 2),
      let namesIndex = elf.integer(at: 0x3E, size: 2),
      entrySize >= 64, count > 0, namesIndex < count,
      tableOffset <= bytes.count, count <= (bytes.count - tableOffset) / entrySize,
      let names = elf.section(tableOffset + namesIndex * entrySize)
    else { return nil }
    var key: [UInt8] = []
    for index in 0..<count {
      guard let header = elf.section(tableOffset + index * entrySize),
        header.name < names.size
      else { return nil }
      guard elf.hasString(name, at: names.offset + header.name) else { continue }
      // No file bytes (SHT_NOBITS) or compressed contents (SHF_COMPRESSED): not a plain section.
      guard header.type != 8, header.flags & 0x800 == 0 else { return nil }
      key += withUnsafeBytes(of: UInt64(header.size).littleEndian, Array.init)
      key += bytes[header.offset..<(header.offset + header.size)]
    }
    return key
  }
}

/// Bounds-checked reads of little-endian integers and section headers from an ELF file's bytes.
private struct ELFReader {
  let bytes: [UInt8]

  struct Section {
    var name: Int
    var type: Int
    var flags: Int
    var offset: Int
    var size: Int
  }

  /// An unsigned little-endian integer of `size` bytes, if it lies in the file and fits an Int.
  func integer(at offset: Int, size: Int) -> Int? {
    guard offset >= 0, offset <= bytes.count - size else { return nil }
    var value: UInt64 = 0
    for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
    return value <= UInt64(Int.max / 2) ? Int(value) : nil
  }

  /// The section header at `offset`, if it and the contents it names lie in the file.
  func section(_ offset: Int) -> Section? {
    guard let name = integer(at: offset, size: 4), let type = integer(at: offset + 4, size: 4),
      let flags = integer(at: offset + 8, size: 8),
      let start = integer(at: offset + 24, size: 8), let size = integer(at: offset + 32, size: 8)
    else { return nil }
    let inFile = type == 8 || (start <= bytes.count && size <= bytes.count - start)
    return inFile ? Section(name: name, type: type, flags: flags, offset: start, size: size) : nil
  }

  /// Whether the NUL-terminated string at `offset` is exactly `string`.
  func hasString(_ string: [UInt8], at offset: Int) -> Bool {
    let end = offset + string.count
    return end < bytes.count && bytes[offset..<end].elementsEqual(string) && bytes[end] == 0
  }
}
