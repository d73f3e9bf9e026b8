import FlowSim
import Testing

/// The imported flow goes to `NAME.imported.flow`, replaced by a re-import with --force; the
/// companion `NAME.flow` includes it; nothing hand-written is overwritten without force.
@Suite struct ImportOutputPlanTests {
  @Test func defaultPathsFollowTheFirstStoryboard() {
    let plan = ImportOutputPlan.plan(
      storyboardPaths: ["App/Base.lproj/Main.storyboard", "About.storyboard"], output: nil)
    #expect(plan.importedPath == "Main.imported.flow")
    #expect(plan.companionPath == "Main.flow")
    let inFolder = ImportOutputPlan.plan(
      storyboardPaths: ["Main.storyboard"], output: nil, directory: "flows/")
    #expect(inFolder.importedPath == "flows/Main.imported.flow")
    #expect(inFolder.companionPath == "flows/Main.flow")
  }

  @Test func givenOutputIsKept() {
    let plan = ImportOutputPlan.plan(
      storyboardPaths: ["Main.storyboard"], output: "flows/app.imported.flow")
    #expect(
      plan
        == ImportOutputPlan(
          importedPath: "flows/app.imported.flow", companionPath: "flows/app.flow"))
    let plain = ImportOutputPlan.plan(storyboardPaths: ["Main.storyboard"], output: "out.flow")
    #expect(plain.companionPath == nil)
  }

  @Test func onlyGeneratedFilesAreReplacedWithoutForce() {
    let generated = Array((StoryboardImport.generatedMarker + ": old\n").utf8)
    let handWritten = Array("flow \"App\"\n".utf8)
    #expect(ImportOutputPlan.decide(path: "a.flow", existing: nil, force: false) == .create)
    #expect(ImportOutputPlan.decide(path: "a.flow", existing: generated, force: true) == .replace)
    #expect(
      ImportOutputPlan.decide(path: "a.flow", existing: generated, force: false)
        == .refuse(
          .error(
            "import-would-overwrite",
            "'a.flow' exists (an earlier import): pass --force to replace it; additions made by hand belong in the companion file, which import never writes",
            at: nil)))
    // A file import did not write (a companion, a storyboard) is never replaced: --force
    // had replaced even the input storyboard with flow text.
    for force in [false, true] {
      guard
        case .refuse(let diagnostic) = ImportOutputPlan.decide(
          path: "a.flow", existing: handWritten, force: force)
      else {
        Issue.record("a hand-written file must not be replaced (force: \(force))")
        return
      }
      #expect(diagnostic.id == "import-would-overwrite")
      #expect(
        diagnostic.message
          == "'a.flow' exists and was not written by flowsim import, which never replaces such a file (not even with --force): name another file with -o"
      )
    }
  }

  /// A file of the companion's name that does not include the imported flow is not
  /// its companion (import warns, and writes nothing to it).
  @Test func aCompanionThatLeavesTheImportOut() {
    let files: [String: String] = [
      "/work/flows/app.flow": "include \"app.imported.flow\"\n",
      "/work/flows/other.flow": "start A\nscreen A\n",
    ]
    let read = { (path: String) in files[path].map { Array($0.utf8) } }
    #expect(
      !ImportOutputPlan.companionLeavesOut(
        "/work/flows/app.imported.flow", companion: "/work/flows/app.flow", read: read))
    #expect(
      ImportOutputPlan.companionLeavesOut(
        "/work/flows/app.imported.flow", companion: "/work/flows/other.flow", read: read))
  }

  @Test func companionIncludesTheImportedFlow() {
    #expect(
      ImportOutputPlan.companionText(including: "flows/app.imported.flow") == """
        # Hand-written part of the flow: flowsim import never writes this file.
        # The imported flow holds the screens, the storyboard's segues and the start.
        include "app.imported.flow"

        # Add what the storyboard cannot say (see docs/import.md): variables, transitions
        # made in code, guards, log out, assertions and scenarios.

        """)
  }
}
