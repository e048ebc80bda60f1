#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, output and error, each held open from the first line of `main`, so that no
/// descriptor unwrap makes can take their numbers. Started with one closed (`unwrap learn <&-`), the
/// first `pipe` or `open` would get it: the signal pipe's read end as standard input (the prompt
/// waited for ever on it, and took the byte of a SIGTERM meant to end unwrap), or its write end as
/// standard output (what unwrap printed was read as a signal and it exited 211).
enum StandardDescriptors {
  /// Puts `/dev/null`, opened for reading only, in place of each of 0, 1 and 2 that is closed: a
  /// closed standard input reads as an empty one (`</dev/null`, so a prompt meets the end of
  /// input), and a write to a closed output still fails as it did (`EBADF`: standard output's exit
  /// 74), rather than being thrown away as a writable `/dev/null` would. glibc fills them for a
  /// set-user-ID program in the same spirit. Where `/dev/null` cannot be opened, nothing is done.
  static func holdClosedOnes() {
    for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
      // The lowest free number: this one, as those below it are held by now.
      let opened = open("/dev/null", O_RDONLY)
      guard opened >= 0 else { return }
      if opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
  }
}
