/// Where `flowsim import` writes, and whether it may: the imported flow goes to
/// `NAME.imported.flow`, which a re-import replaces when forced; the hand-written companion
/// `NAME.flow` includes it and is created once, never overwritten.
///
/// The plan only decides; the caller reads and writes the files.
public struct ImportOutputPlan: Sendable, Hashable {
  /// The imported flow's path.
  public var importedPath: String
  /// The companion's path, or nil when the imported path does not end in
  /// `.imported.flow` (then no companion is proposed).
  public var companionPath: String?

  /// The suffix of an imported flow's file name.
  public static let importedSuffix = ".imported.flow"

  public init(importedPath: String, companionPath: String?) {
    self.importedPath = importedPath
    self.companionPath = companionPath
  }

  /// The plan for `output` (the imported file's path as given), or when it is nil for
  /// `<directory>/<first storyboard's name>.imported.flow`.
  public static func plan(storyboardPaths: [String], output: String?, directory: String = ".")
    -> ImportOutputPlan
  {
    let imported: String
    if let output {
      imported = output
    } else {
      let name = storyboardPaths.first.map(StoryboardReader.storyboardName) ?? "storyboard"
      let folder = directory == "." || directory == "./" ? "" : directory
      imported = PathText.joined(folder, name + importedSuffix)
    }
    let companion =
      imported.hasSuffix(importedSuffix)
      ? String(imported.dropLast(importedSuffix.count)) + ".flow" : nil
    return ImportOutputPlan(importedPath: imported, companionPath: companion)
  }

  /// What to do with the imported flow's path, given the bytes already there (nil
  /// when there is no file). An earlier import is replaced only when forced, since
  /// even it may have been edited by hand; any other file (a companion, a storyboard,
  /// anything written by hand) never is, forced or not.
  public static func decide(path: String, existing: [UInt8]?, force: Bool) -> WriteDecision {
    guard let existing else { return .create }
    guard isGenerated(existing) else {
      return .refuse(
        .error(
          "import-would-overwrite",
          "'\(path)' exists and was not written by flowsim import, which never replaces such a file (not even with --force): name another file with -o",
          at: nil))
    }
    if force { return .replace }
    return .refuse(
      .error(
        "import-would-overwrite",
        "'\(path)' exists (an earlier import): pass --force to replace it; additions made by hand belong in the companion file, which import never writes",
        at: nil))
  }

  /// Whether `bytes` begin with the line every imported flow begins with.
  public static func isGenerated(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array(StoryboardImport.generatedMarker.utf8))
  }

  /// The companion's starting text: it includes the imported flow, which holds the
  /// `start`; what the storyboard cannot say is added below.
  public static func companionText(including importedPath: String) -> String {
    let name = PathText.name(of: importedPath)
    return """
      # Hand-written part of the flow: flowsim import never writes this file.
      # The imported flow holds the screens, the storyboard's segues and the start.
      include \(StringLiteral.quoted(name))

      # Add what the storyboard cannot say (see docs/import.md): variables, transitions
      # made in code, guards, log out, assertions and scenarios.

      """
  }

  /// Whether an existing `companion` leaves out the imported flow at `importedPath`
  /// (then it is not the companion, and checking the folder would check the two as
  /// separate flows). `read` reads a file's bytes.
  public static func companionLeavesOut(
    _ importedPath: String, companion: String,
    read: (String) -> [UInt8]? = { FileReading.readFile($0) }
  ) -> Bool {
    !FlowInputs.includes(of: companion, read: read).contains(FilePaths.canonical(importedPath))
  }
}

/// What to do with an existing output file.
public enum WriteDecision: Sendable, Hashable {
  /// Nothing is there: write the file.
  case create
  /// Forced (`--force`): write over what is there.
  case replace
  /// A file flowsim import did not write: leave it, report this error.
  case refuse(Diagnostic)
}
