extension String {
  /// Every occurrence of `target` replaced, comparing UTF-8 bytes exactly: no locale, no Unicode
  /// folding. Generated code is ASCII, and this is many times faster than Foundation's
  /// `replacingOccurrences` or the stdlib's `replacing`, which question generation felt.
  public func replacingEvery(_ target: String, with replacement: String) -> String {
    let source = Array(utf8)
    let pattern = Array(target.utf8)
    guard !pattern.isEmpty, source.count >= pattern.count else { return self }
    var result: [UInt8] = []
    result.reserveCapacity(source.count)
    var index = 0
    let last = source.count - pattern.count
    while index < source.count {
      if index <= last, source[index] == pattern[0],
        source[index..<(index + pattern.count)].elementsEqual(pattern)
      {
        result.append(contentsOf: replacement.utf8)
        index += pattern.count
      } else {
        result.append(source[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
