import Foundation
import Testing

@testable import FlowSim

/// `flowsim diff`: each `Cases/NAME.old.flow` → `NAME.new.flow` pair has goldens for
/// both directions and both formats; moving or reformatting declarations is no change.
@Suite struct DiffTests {
  static let cases = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Cases")

  static func report(_ name: String) throws -> Checker.Report {
    let bytes = try [UInt8](Data(contentsOf: cases.appendingPathComponent(name)))
    return try report(name, bytes)
  }

  static func report(_ name: String, _ bytes: [UInt8]) throws -> Checker.Report {
    let loaded = FlowLoader(read: { $0 == name ? bytes : nil }).load(path: name)
    let flow = try #require(loaded.flow)
    return Checker().check(flow)
  }

  static var pairs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: cases.path)) ?? [])
      .filter { $0.hasSuffix(".old.flow") }.map { String($0.dropLast(".old.flow".count)) }.sorted()
  }

  /// docs/json.md's example of `diff --format json` is what the poll pair gives.
  @Test func jsonDocsExampleIsThePollDiff() throws {
    let docs = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("docs/json.md"), encoding: .utf8)
    let section = try #require(docs.range(of: "## `flowsim diff --format json`"))
    let rest = docs[section.upperBound...]
    let start = try #require(rest.range(of: "```json\n"))
    let end = try #require(rest[start.upperBound...].range(of: "```"))
    let example = String(rest[start.upperBound..<end.lowerBound])
    let diff = FlowDiff(
      old: try Self.report("poll.old.flow"), new: try Self.report("poll.new.flow"))
    let output = DiffOutput.json(diff, old: "poll.old.flow", new: "poll.new.flow")
    func object(_ text: String) throws -> NSDictionary {
      try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    }
    #expect(try object(example) == object(output))
  }

  @Test(arguments: pairs)
  func goldens(name: String) throws {
    let old = "\(name).old.flow"
    let new = "\(name).new.flow"
    let forward = FlowDiff(old: try Self.report(old), new: try Self.report(new))
    let backward = FlowDiff(old: try Self.report(new), new: try Self.report(old))
    let outputs = [
      ("\(name).md", DiffOutput.markdown(forward, old: old, new: new)),
      ("\(name).json", DiffOutput.json(forward, old: old, new: new)),
      ("\(name).reversed.md", DiffOutput.markdown(backward, old: new, new: old)),
    ]
    for (golden, text) in outputs {
      if let failure = Golden.check(text, against: Self.cases.appendingPathComponent(golden)) {
        Issue.record(Comment(rawValue: failure))
      }
    }
  }

  /// The fix of a bundled broken flow, as a reviewer would see it on the pull request.
  @Test func bundledBrokenFlowAgainstItsFix() throws {
    let root = PackagePaths.root
    let old = "flows/broken/plicker_network_error.flow"
    let new = "flows/plicker.flow"
    // Loaded by the names given (neither includes a file), so the report's places
    // read as a pull request's would, whichever folder the tests run from.
    let reports = try [old, new].map { path in
      try Self.report(path, [UInt8](Data(contentsOf: root.appendingPathComponent(path))))
    }
    let diff = FlowDiff(old: reports[0], new: reports[1])
    let golden = Self.cases.appendingPathComponent("bundled_plicker_network_error.md")
    if let failure = Golden.check(DiffOutput.markdown(diff, old: old, new: new), against: golden) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// A screen made `private` (here by its container) changes what log out must
  /// leave behind: said, though nothing else the app does changed.
  @Test func aScreenMadePrivateIsAChange() throws {
    let old = """
      session var signedIn: bool = false
      signed in when signedIn
      start Landing
      screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
      nav Home private { screen Feed { tap "Write" -> present Compose; tap "Log out" -> reset Landing; set signedIn = false } }
      nav ComposeNav { screen Compose { tap "Done" -> dismiss } }
      logout Feed."Log out" lands Landing
      """
    let new = old.replacingOccurrences(of: "nav ComposeNav {", with: "nav ComposeNav private {")
    let reports = try [old, new].map { try #require(loadFlow($0)) }.map { Checker().check($0) }
    let diff = FlowDiff(old: reports[0], new: reports[1])
    #expect(diff.becamePrivate == ["Compose"] && diff.becamePublic.isEmpty)
    let back = FlowDiff(old: reports[1], new: reports[0])
    #expect(back.becamePublic == ["Compose"] && back.becamePrivate.isEmpty)
    #expect(
      DiffOutput.markdown(diff, old: "a.flow", new: "b.flow") == """
        ### flowsim diff: `a.flow` → `b.flow`

        **1 screen now private.**

        #### Screens

        - **now private** (needs sign-in): `Compose`

        """)
  }

  /// Every log out is a declaration of its own: a second one added, and the outcome
  /// a log out names, are changes a reviewer is told of.
  @Test func everyLogOutIsCompared() throws {
    let old = """
      session var signedIn: bool = false
      var online: bool = true
      signed in when signedIn
      start Landing
      screen Landing { tap "Sign in" -> reset Home; set signedIn = true }
      nav Home private {
        screen Feed {
          tap "Log out" -> outcome {
            done when online: reset Landing; set signedIn = false
            refused when not online: set signedIn = true
          }
          tap "Sign out" -> reset Landing; set signedIn = false
        }
      }
      event "Offline" when online -> set online = false
      logout Feed."Log out" lands Landing
      """
    let new =
      old.replacingOccurrences(of: "\"Log out\" lands", with: "\"Log out\" -> done lands")
      + "\nlogout Feed.\"Sign out\" lands Landing\n"
    let reports = try [old, new].map { try #require(loadFlow($0)) }.map { Checker().check($0) }
    let changes = FlowDiff(old: reports[0], new: reports[1]).declarations.map {
      "\($0.subject): \($0.before ?? "-") => \($0.after ?? "-")"
    }
    #expect(
      changes == [
        "logout Feed.\"Log out\": logout Feed.\"Log out\" lands Landing => logout Feed.\"Log out\" -> done lands Landing",
        "logout Feed.\"Sign out\": - => logout Feed.\"Sign out\" lands Landing",
      ])
  }

  /// Taking the acknowledgement away is not "new" plus "fixed": the finding is no
  /// longer known.
  /// (Plicker's gap within one launch, with and without its acknowledgement: the
  /// bundled plicker.flow models the relaunch, so it no longer keeps the line.)
  @Test func aFindingThatStopsBeingKnown() throws {
    let new = """
      start Main
      var download: loading | loaded | failed = loading
      nav Main {
        screen Questions { select "Question" when download == loaded -> push Responses }
        screen Responses
      }
      event "Download ended" when download == loading -> outcome {
        ok: set download = loaded
        networkError: set download = failed
      }
      """
    let old = new + "\nknown dead-end when download == failed \"no retry\"\n"
    let reports = try [old, new].map { text in
      try #require(loadFlow(text))
    }.map { Checker().check($0) }
    let diff = FlowDiff(old: reports[0], new: reports[1])
    #expect(diff.unacknowledgedFindings.map(\.id) == ["dead-end"])
    #expect(diff.unacknowledgedFindings.first?.severity == .error)
    #expect(!diff.newFindings.contains { $0.id == "dead-end" })
    #expect(!diff.fixedFindings.contains { $0.id == "dead-end" })
  }

  /// With its `known` line still there, a second occurrence is a new finding, not one
  /// "no longer known", and the acknowledged one is not "fixed".
  @Test func anotherOccurrenceBesideAKnownOneIsNew() throws {
    let old = """
      start Main
      var download: loading | loaded | failed = loading
      nav Main {
        screen Questions { select "Question" when download == loaded -> push Responses }
        screen Responses
      }
      event "Download ended" when download == loading -> outcome {
        ok: set download = loaded
        networkError: set download = failed
      }
      known dead-end when download == failed "no retry"
      """
    let new = old.replacingOccurrences(of: "failed = loading", with: "failed | timeout = loading")
      .replacingOccurrences(
        of: "networkError: set download = failed",
        with: "networkError: set download = failed\n  slow: set download = timeout")
    let reports = try [old, new].map { text in
      try #require(loadFlow(text))
    }.map { Checker().check($0) }
    let diff = FlowDiff(old: reports[0], new: reports[1])
    #expect(diff.newFindings.map(\.id) == ["dead-end"])
    #expect(diff.newFindings.first?.severity == .error)
    #expect(diff.unacknowledgedFindings.isEmpty && diff.fixedFindings.isEmpty)
  }

  /// The same flow, its declarations reordered and its layout changed, does the same.
  @Test func movingAndReformattingIsNoChange() throws {
    let text = try String(
      contentsOf: Self.cases.appendingPathComponent("poll.new.flow"), encoding: .utf8)
    let help = "screen Help { tap \"Close\" -> dismiss }\n"
    let moved =
      help
      + text.replacingOccurrences(of: help, with: "").replacingOccurrences(of: " -> ", with: "->")
      .replacingOccurrences(of: "voted = true", with: "voted=true").replacingOccurrences(
        of: "not voted", with: "not  voted")
    let diff = FlowDiff(
      old: try Self.report("a.flow", Array(text.utf8)),
      new: try Self.report("b.flow", Array(moved.utf8)))
    #expect(diff.isEmpty)
    #expect(
      DiffOutput.markdown(diff, old: "a.flow", new: "b.flow") == """
        ### flowsim diff: `a.flow` → `b.flow`

        No change in behaviour: the same screens are reachable by the same shortest paths, \
        the same controls do the same things, and the checks find the same problems.

        """)
  }

  /// A finding's message is escaped as walkthrough documents escape Markdown: `&`,
  /// `!`, `~` and braces too, so a label like "Save & go!" cannot start an entity,
  /// an image or strikethrough.
  @Test func findingMessagesAreEscapedLikeTranscripts() throws {
    let report = try Self.report("a.flow", Array("start Home\nscreen Home terminal\n".utf8))
    var diff = FlowDiff(old: report, new: report)
    let message = #"tap "Save & go!" {~x~} *never* fires"#
    diff.newFindings = [.init(id: "unused-control", severity: .warning, message: message)]
    #expect(
      DiffOutput.markdown(diff, old: "a.flow", new: "b.flow").contains(
        #"- **new warning** `unused-control`: tap "Save \& go\!" \{\~x\~\} \*never\* fires"#))
  }

  /// Taking away a modifier changes what the checks hold the flow to, though no
  /// screen or control changed: said, at the new flow's line.
  @Test func aRemovedModifierIsAChange() throws {
    let old =
      "start Home\nnav Home {\n  screen Feed { tap \"Pay\" -> push Paid }\n  screen Paid noreturn terminal\n}\n"
    let new = old.replacingOccurrences(of: "noreturn ", with: "")
    let diff = FlowDiff(
      old: try Self.report("a.flow", Array(old.utf8)),
      new: try Self.report("b.flow", Array(new.utf8)))
    #expect(
      DiffOutput.markdown(diff, old: "a.flow", new: "b.flow") == """
        ### flowsim diff: `a.flow` → `b.flow`

        **1 declaration changed.**

        #### Declarations

        | | declaration | before | after | where |
        |---|---|---|---|---|
        | changed | `screen Paid` | `terminal noreturn` | `terminal` | `b.flow:4` |

        """)
  }

  /// A new start is a declaration changed (besides the paths it changes).
  @Test func aNewStartIsAChange() throws {
    let old =
      "start Home\nscreen Home terminal { tap \"Go\" -> reset Away }\nscreen Away terminal\n"
    let new = old.replacingOccurrences(of: "start Home", with: "\nstart Away")
    let diff = FlowDiff(
      old: try Self.report("a.flow", Array(old.utf8)),
      new: try Self.report("b.flow", Array(new.utf8)))
    #expect(diff.declarations.count == 1)
    let change = try #require(diff.declarations.first)
    #expect(change.kind == .start && change.change == "changed")
    #expect(change.before == "start Home" && change.after == "start Away")
    #expect(change.location.description == "b.flow:2:1")
  }

  /// A renamed tab is a control removed and one added (the user taps tabs too).
  @Test func aRenamedTabIsAChangedControl() throws {
    let text =
      "start Home\ntabs Home {\n  tab \"Photos\" screen Photos\n  tab \"Files\" screen Files\n}\n"
    let renamed = text.replacingOccurrences(of: "\"Photos\"", with: "\"Pics\"")
    let diff = FlowDiff(
      old: try Self.report("a.flow", Array(text.utf8)),
      new: try Self.report("b.flow", Array(renamed.utf8)))
    #expect(diff.addedTransitions.map(\.key.control) == [#"tab "Pics""#])
    #expect(diff.addedTransitions.map(\.after) == ["shows Photos"])
    #expect(diff.removedTransitions.map(\.key.control) == [#"tab "Photos""#])
    #expect(diff.changedTransitions.isEmpty)
  }

  @Test func everyCorpusFlowAgainstItsFuzzedSelf() throws {
    let cases = FuzzCases()
    for index in 0..<40 {
      let input = cases.make(seed: 3, index: index)
      guard let base = input.base else { continue }
      let old = FlowLoader(read: { _ in base }).load(path: "old.flow").flow
      let new = FlowLoader(read: { _ in input.bytes }).load(path: "new.flow").flow
      guard let old, let new else { continue }
      let checker = Checker(options: .init(maxStates: 500))
      let diff = FlowDiff(old: checker.check(old), new: checker.check(new))
      _ = DiffOutput.markdown(diff, old: "old.flow", new: "new.flow")
      #expect(
        try JSONDocument.parse(DiffOutput.json(diff, old: "old.flow", new: "new.flow")) != .null)
    }
  }
}
