import Foundation
import Testing

/// `flowsim run` on a narrow terminal.
extension RunTerminalTests {
  /// On 40 columns the stepper's lines break at spaces, under their labels (in
  /// colour: the escapes take no cells); the saved session is not wrapped.
  @Test func linesWrapAtTheTerminalsWidth() throws {
    let folder = try ScratchFolder.make("flowsim-narrow")
    defer { ScratchFolder.remove(folder) }
    let saved = folder.appendingPathComponent("s.txt").path
    let terminal = try PseudoTerminal(
      ["run", Self.flow], environment: [:], columns: 40)
    defer { terminal.stop() }
    for line in ["Document", "Like", "save \(saved)", "quit"] {
      try terminal.expect(suffix: Self.prompt)
      terminal.type(line + "\r")
    }
    #expect(try terminal.waitForExit() == 0)
    let screen = TerminalScreen(terminal.output).text
    // The screen up to the save (whose reply holds the scratch folder's name).
    #expect(
      screen.hasPrefix(
        """
        Albums
        (Tests/FlowSimCLITests/Run/albums.flow):
        type an action's number or label to take
        it, 'help' for commands

        Files
        where: tabs Home: *Files, Photos
          1. select "Document" → pushes Detail
          2. tab "Photos" → shows Photos

        > Document
        step 1: select "Document" → pushed
                Detail

        Detail "Document"
        where: tabs Home: *Files › Detail,
               Photos
          1. tap "Like" → still on Detail
          2. tap "Share" → presents ShareSheet
          3. back → pops Detail
          4. tab "Files" → pops to the root
          5. tab "Photos" → shows Photos

        > Like
        step 2: tap "Like" → still on Detail;
                liked = true

        Detail "Document"
        where: tabs Home: *Files › Detail,
               Photos
          1. tap "Share" → presents ShareSheet
          2. back → pops Detail
          3. tab "Files" → pops to the root
          4. tab "Photos" → shows Photos
        unavailable:
          tap "Like" — disabled: you like it
            already


        """))
    let flow = Self.flow
    #expect(
      try String(contentsOfFile: saved, encoding: .utf8) == """
        # flowsim session: Albums (\(flow))
        # the steps from the start, one a line, in scenario-step syntax; replay with
        # 'flowsim walk \(flow) --script FILE' or 'flowsim run \(flow) --script FILE'
        select "Document"
        tap "Like"

        """)
  }
}
