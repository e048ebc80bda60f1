import Foundation
import Testing

@testable import UnwrapKit

/// Folders named in commands a learner pastes are quoted only when a shell would split them.
@Suite struct ShellQuotingTests {
  @Test func aWordIsQuotedOnlyWhenAShellWouldReadItDifferently() {
    #expect("unwrap-exercises-2".shellQuoted == "unwrap-exercises-2")
    #expect("/home/sam/ws.v2".shellQuoted == "/home/sam/ws.v2")
    #expect("café".shellQuoted == "café")
    #expect("my ws 2".shellQuoted == "'my ws 2'")
    #expect("mes exercices à moi".shellQuoted == "'mes exercices à moi'")
    #expect("sam's ws".shellQuoted == #"'sam'\''s ws'"#)
    #expect("$HOME".shellQuoted == "'$HOME'")
    #expect("~/ws".shellQuoted == "'~/ws'")
    #expect("".shellQuoted == "''")
  }

  @Test func aFolderIsNamedFromTheCurrentOne() {
    let here = URL(fileURLWithPath: "/home/sam", isDirectory: true)
    #expect(URL(fileURLWithPath: "/home/sam").shellArgument(from: here) == ".")
    #expect(URL(fileURLWithPath: "/home/sam/my ws").shellArgument(from: here) == "'my ws'")
    #expect(URL(fileURLWithPath: "/home/samuel/ws").shellArgument(from: here) == "/home/samuel/ws")
    #expect(URL(fileURLWithPath: "/srv").shellArgument(from: URL(fileURLWithPath: "/")) == "srv")
  }
}

extension ShellQuotingTests {
  /// A control character is never written raw: the word is `$'…'`-quoted, as GNU `ls` shows it.
  @Test func aControlCharacterIsWrittenAsItsOctalBytes() {
    #expect("esc\u{1B}[31mred".shellQuoted == #"$'esc\033[31mred'"#)
    #expect("tab\there".shellQuoted == #"$'tab\011here'"#)
    #expect("a\u{1}2".shellQuoted == #"$'a\0012'"#)
    #expect("c1\u{85}".shellQuoted == #"$'c1\302\205'"#)
    #expect("it's\\\u{7F}".shellQuoted == #"$'it\'s\\\177'"#)
  }
}
