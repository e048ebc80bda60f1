import Testing

@testable import UnwrapKit

/// The autolink sections are read from an object's bytes without trusting them: only a plain
/// 64-bit little-endian ELF file yields a key, and every offset it names is checked.
struct AutolinkSectionsTests {
  /// A minimal ELF object: a null section, the section names, then each (name, contents) section.
  static func object(_ sections: [(String, [UInt8])], type: UInt32 = 1, flags: UInt64 = 0)
    -> [UInt8]
  {
    var names: [UInt8] = [0] + Array(".shstrtab".utf8) + [0]
    var nameOffsets: [Int] = []
    for (name, _) in sections {
      nameOffsets.append(names.count)
      names += Array(name.utf8) + [0]
    }
    var body: [UInt8] = names
    var offsets: [Int] = []
    for (_, contents) in sections {
      offsets.append(64 + body.count)
      body += contents
    }
    let tableOffset = 64 + body.count
    func little<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
      withUnsafeBytes(of: value.littleEndian, Array.init)
    }
    var header: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1] + Array(repeating: 0, count: 9)
    header += little(UInt16(1)) + little(UInt16(62)) + little(UInt32(1))
    header += little(UInt64(0)) + little(UInt64(0)) + little(UInt64(tableOffset))
    header += little(UInt32(0)) + little(UInt16(64)) + little(UInt16(0)) + little(UInt16(0))
    header += little(UInt16(64)) + little(UInt16(2 + sections.count)) + little(UInt16(1))
    func sectionHeader(name: Int, type: UInt32, flags: UInt64, offset: Int, size: Int) -> [UInt8] {
      little(UInt32(name)) + little(type) + little(flags) + little(UInt64(0))
        + little(UInt64(offset)) + little(UInt64(size)) + Array(repeating: 0, count: 24)
    }
    var table = Array(repeating: UInt8(0), count: 64)
    table += sectionHeader(name: 1, type: 3, flags: 0, offset: 64, size: names.count)
    for (index, (_, contents)) in sections.enumerated() {
      table += sectionHeader(
        name: nameOffsets[index], type: type, flags: flags, offset: offsets[index],
        size: contents.count)
    }
    return header + body + table
  }

  static let entries = Array("-lswiftCore\0-lFoundation\0".utf8)

  @Test func theKeyHoldsEveryAutolinkSectionAndNothingElse() throws {
    let one = AutolinkSections.key(
      of: Self.object([(".text", [1, 2, 3]), (".swift1_autolink_entries", Self.entries)]))
    #expect(one == [UInt8(Self.entries.count), 0, 0, 0, 0, 0, 0, 0] + Self.entries)
    let other = AutolinkSections.key(
      of: Self.object([(".text", [9, 9]), (".swift1_autolink_entries", Self.entries)]))
    #expect(other == one)
    let split = AutolinkSections.key(
      of: Self.object([
        (".swift1_autolink_entries", Array(Self.entries[..<12])),
        (".swift1_autolink_entries", Array(Self.entries[12...])),
      ]))
    #expect(split != nil && split != one)
    #expect(AutolinkSections.key(of: Self.object([(".text", [1])])) == [])
    let longerName = Self.object([(".swift1_autolink_entries2", Self.entries)])
    #expect(AutolinkSections.key(of: longerName) == [])
  }

  @Test func anythingButAPlainELFObjectHasNoKey() {
    let plain = Self.object([(".swift1_autolink_entries", Self.entries)])
    #expect(AutolinkSections.key(of: plain) != nil)
    #expect(AutolinkSections.key(of: []) == nil)
    #expect(
      AutolinkSections.key(of: Array("#!/bin/sh\n".utf8) + Array(repeating: 0, count: 80)) == nil)
    var thirtyTwoBit = plain
    thirtyTwoBit[4] = 1
    #expect(AutolinkSections.key(of: thirtyTwoBit) == nil)
    var bigEndian = plain
    bigEndian[5] = 2
    #expect(AutolinkSections.key(of: bigEndian) == nil)
    let noBits = Self.object([(".swift1_autolink_entries", Self.entries)], type: 8)
    #expect(AutolinkSections.key(of: noBits) == nil)
    let compressed = Self.object([(".swift1_autolink_entries", Self.entries)], flags: 0x800)
    #expect(AutolinkSections.key(of: compressed) == nil)
    for length in stride(from: 0, to: plain.count, by: 7) {
      #expect(AutolinkSections.key(of: Array(plain[..<length])) == nil, "cut at \(length)")
    }
    var wildOffset = plain
    wildOffset[0x28..<0x30] = [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F]
    #expect(AutolinkSections.key(of: wildOffset) == nil)
  }

  @Test func onlyAnExtractorReadingOneObjectIsAnAutolinkJob() {
    let tool = "/usr/bin/swift-autolink-extract"
    #expect(
      AutolinkSections.files(of: [tool, "/s/main-1.o", "-o", "/s/main-2.autolink"])! == (
        "/s/main-1.o", "/s/main-2.autolink"
      ))
    #expect(AutolinkSections.files(of: [tool, "-o", "/s/a", "/s/b.o"])! == ("/s/b.o", "/s/a"))
    #expect(AutolinkSections.files(of: [tool, "/s/a.o", "/s/b.o", "-o", "/s/c"]) == nil)
    #expect(AutolinkSections.files(of: [tool, "/s/a.o", "-o", "-"]) == nil)
    #expect(AutolinkSections.files(of: ["/usr/bin/ld.lld", "/s/a.o", "-o", "/s/main"]) == nil)
  }
}
