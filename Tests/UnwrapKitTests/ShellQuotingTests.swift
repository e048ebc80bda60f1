import Foundation
import Testing

@testable import UnwrapKit

/// Folders named in commands a learner pastes are quoted only when a shell would split them.
@Suite struct ShellQuotingTests {
  @Test func aWordIsQuotedOnlyWhenAShellWouldReadItDifferently() {
    #expect("unwrap-exercises-2".shellQuotedPath == "unwrap-exercises-2")
    #expect("/home/sam/ws.v2".shellQuotedPath == "/home/sam/ws.v2")
    #expect("café".shellQuotedPath == "café")
    #expect("my ws 2".shellQuotedPath == "'my ws 2'")
    #expect("mes exercices à moi".shellQuotedPath == "'mes exercices à moi'")
    #expect("sam's ws".shellQuotedPath == #"'sam'\''s ws'"#)
    #expect("$HOME".shellQuotedPath == "'$HOME'")
    #expect("~/ws".shellQuotedPath == "'~/ws'")
    #expect("".shellQuotedPath == "''")
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
    #expect("esc\u{1B}[31mred".shellQuotedPath == #"$'esc\033[31mred'"#)
    #expect("tab\there".shellQuotedPath == #"$'tab\011here'"#)
    #expect("a\u{1}2".shellQuotedPath == #"$'a\0012'"#)
    #expect("c1\u{85}".shellQuotedPath == #"$'c1\302\205'"#)
    #expect("it's\\\u{7F}".shellQuotedPath == #"$'it\'s\\\177'"#)
  }
}

extension ShellQuotingTests {
  /// `cd -dash` is read as options (`cd: -d: invalid option`), and so is `unwrap exercises init
  /// -dash`: a path that starts with `-` is named from the current folder instead.
  @Test func aPathStartingWithADashIsNeverReadAsAnOption() {
    #expect("-dash".shellQuotedPath == "./-dash")
    #expect("--".shellQuotedPath == "./--")
    #expect("-my ws".shellQuotedPath == "'./-my ws'")
    #expect("-\u{1B}".shellQuotedPath == #"$'./-\033'"#)
    #expect("a-b".shellQuotedPath == "a-b")
    let here = URL(fileURLWithPath: "/home/sam", isDirectory: true)
    #expect(URL(fileURLWithPath: "/home/sam/-ws").shellArgument(from: here) == "./-ws")
    #expect(
      ExerciseWorkspace.repairCommand(marker: "/home/sam/-ws/.unwrap-workspace.json", from: here)
        == "unwrap exercises init ./-ws")
  }
}
