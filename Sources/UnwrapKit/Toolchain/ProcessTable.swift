#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One process as the kernel lists it: enough to tell whose descendant it is and when it started.
struct ProcessEntry: Equatable, Sendable {
  var pid: pid_t
  var parent: pid_t
  var group: pid_t
  /// The one-letter state from `/proc/PID/stat`; `Z` is a zombie waiting to be reaped.
  var state: UInt8
  /// Clock ticks since boot when the process started: a process that started before a run cannot
  /// belong to it, and a pid reused later starts later.
  var startTicks: UInt64

  var isZombie: Bool { state == UInt8(ascii: "Z") || state == UInt8(ascii: "X") }
}

/// Reads the system's process list, on Linux from `/proc`, with plain system calls (no Foundation, no
/// per-character work), so a sweep after every run costs about a millisecond. Elsewhere it knows nothing
/// and the owner falls back to killing process groups.
enum ProcessTable {
  /// Whether this platform can list processes at all (the sweep's reach depends on it).
  static var isAvailable: Bool {
    #if os(Linux)
      return true
    #else
      return false
    #endif
  }

  /// Every process visible now.
  static func snapshot() -> [ProcessEntry] {
    #if os(Linux)
      var entries: [ProcessEntry] = []
      // One buffer for every process's line: a sweep reads the whole table after every run.
      var buffer = [UInt8](repeating: 0, count: 1024)
      forEachPid { pid in
        if let entry = entry(pid, buffer: &buffer) { entries.append(entry) }
      }
      return entries
    #else
      return []
    #endif
  }

  /// Calls `body` with every pid in `/proc` (Linux; nothing elsewhere).
  static func forEachPid(_ body: (pid_t) -> Void) {
    #if os(Linux)
      guard let directory = opendir("/proc") else { return }
      defer { closedir(directory) }
      while let item = readdir(directory) {
        let pid = withUnsafeBytes(of: item.pointee.d_name) { bytes -> pid_t in
          var value: pid_t = 0
          for byte in bytes {
            if byte == 0 { break }
            guard byte >= 48, byte <= 57 else { return 0 }
            value = value &* 10 &+ pid_t(byte - 48)
          }
          return value
        }
        if pid > 0 { body(pid) }
      }
    #endif
  }

  /// One process's entry, or nil when it is gone.
  static func entry(_ pid: pid_t) -> ProcessEntry? {
    var buffer = [UInt8](repeating: 0, count: 1024)
    return entry(pid, buffer: &buffer)
  }

  static func entry(_ pid: pid_t, buffer: inout [UInt8]) -> ProcessEntry? {
    let count = readFile("/proc/\(pid)/stat", into: &buffer)
    guard count > 0 else { return nil }
    // "pid (command) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime
    // stime cutime cstime priority nice threads itrealvalue starttime ...": the command may hold
    // spaces and parentheses, so fields are counted from the last ')'.
    guard let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
    var fields: [Range<Int>] = []
    fields.reserveCapacity(20)
    var start: Int? = nil
    for index in (close + 1)..<count {
      if buffer[index] == UInt8(ascii: " ") || buffer[index] == UInt8(ascii: "\n") {
        if let begun = start {
          fields.append(begun..<index)
          start = nil
          if fields.count == 20 { break }
        }
      } else if start == nil {
        start = index
      }
    }
    guard fields.count == 20, let parent = number(buffer[fields[1]]),
      let group = number(buffer[fields[2]]), let started = number(buffer[fields[19]])
    else { return nil }
    return ProcessEntry(
      pid: pid, parent: pid_t(truncatingIfNeeded: parent), group: pid_t(truncatingIfNeeded: group),
      state: buffer[fields[0].lowerBound], startTicks: started)
  }

  /// A decimal number written in ASCII digits (the fields of `/proc/PID/stat`), or nil.
  private static func number(_ digits: ArraySlice<UInt8>) -> UInt64? {
    guard !digits.isEmpty else { return nil }
    var value: UInt64 = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
    }
    return value
  }

  /// Whether the process's environment holds `marker` (a `NAME=value` entry). False when it cannot be
  /// read: gone, a zombie, or another user's.
  static func environment(of pid: pid_t, contains marker: [UInt8]) -> Bool {
    let descriptor = open("/proc/\(pid)/environ", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 8192)
    var carried: [UInt8] = []
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      carried.append(contentsOf: buffer[0..<count])
      // Entries are NUL-terminated; look at whole ones, keep a partial last one for the next read.
      var entryStart = carried.startIndex
      for index in carried.indices where carried[index] == 0 {
        if carried[entryStart..<index].elementsEqual(marker) { return true }
        entryStart = index + 1
      }
      carried.removeSubrange(carried.startIndex..<entryStart)
    }
  }

  /// Reads up to `buffer.count` bytes of a small file; the count, or -1.
  private static func readFile(_ path: String, into buffer: inout [UInt8]) -> Int {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return -1 }
    defer { close(descriptor) }
    var total = 0
    while total < buffer.count {
      let count = buffer.withUnsafeMutableBytes { raw in
        read(descriptor, raw.baseAddress! + total, raw.count - total)
      }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      total += count
    }
    return total
  }

  /// Whether `entry` descends from `ancestor`, following parent links in `table` (a bounded walk).
  static func descends(
    _ entry: ProcessEntry, from ancestor: pid_t, in table: [pid_t: ProcessEntry]
  ) -> Bool {
    descends(entry, fromAnyOf: [ancestor], in: table)
  }

  /// Whether `entry` descends from any of `ancestors`.
  static func descends(
    _ entry: ProcessEntry, fromAnyOf ancestors: Set<pid_t>, in table: [pid_t: ProcessEntry]
  ) -> Bool {
    var current = entry
    for _ in 0..<256 {
      if ancestors.contains(current.parent) { return true }
      guard current.parent > 1, let parent = table[current.parent] else { return false }
      current = parent
    }
    return false
  }
}
