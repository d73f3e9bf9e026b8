import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an `include` may lead: a flow from a pull request is untrusted, and what
/// it includes is read and may be quoted in diagnostics, so it must not reach files
/// outside the project (`/proc/self/environ`, `../../.ssh/…`) nor files that are
/// not flows (`.git/config`, `.env`).
///
/// An include names a `.flow` file by a relative path that stays inside the include
/// root: the folder of the flow named on the command line, or the folder given with
/// `--include-root`. Symbolic links are followed before the check, so a link
/// cannot lead out either.
extension FlowLoader {
  /// The id of the error for an include that leads outside the include root.
  public static let includeRefusedID = DiagnosticID.includeOutsideRoot.id

  /// The id of the error for an include of a file whose name does not end in `.flow`.
  public static let includeNotAFlowID = DiagnosticID.includeNotAFlow.id

  /// The error for `include "<included>"` in the file at `including` (at `range`)
  /// when the include may not be followed; nil when it may.
  static func refusedInclude(
    _ included: String, from including: String, root: String, at range: SourceRange
  ) -> Diagnostic? {
    let rootName = root.isEmpty ? "." : root
    let widen = Note(
      "includes stay in '\(rootName)', the folder of the flow being loaded, and its subfolders; '--include-root DIR' widens that"
    )
    if included.hasPrefix("/") {
      return .error(
        .includeOutsideRoot,
        "'\(included)' is an absolute path: an include names a file relative to the including file",
        at: range, notes: [widen])
    }
    let path = self.path(included, relativeTo: including)
    let canonicalRoot = FilePaths.canonical(root)
    var inside = FilePaths.isInside(FilePaths.canonical(path), canonicalRoot)
    var target = path
    // Follow symbolic links: a link inside the tree may point out of it.
    if inside, let real = FilePaths.realPath(path) {
      target = real
      inside = FilePaths.isInside(real, FilePaths.realPath(root) ?? canonicalRoot)
    }
    if !inside {
      return .error(
        .includeOutsideRoot, "'\(included)' is outside the folder this flow may include from",
        at: range, notes: [widen])
    }
    if !PathText.name(of: target).hasSuffix(".flow") {
      let name = PathText.name(of: target)
      let what = name == PathText.name(of: path) ? "" : " (it leads to '\(name)')"
      return .error(
        .includeNotAFlow,
        "'\(included)' is not a flow file\(what): an include names a file ending in '.flow'",
        at: range)
    }
    return nil
  }
}
