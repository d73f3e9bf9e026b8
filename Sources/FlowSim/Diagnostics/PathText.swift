/// File paths taken apart and put together as text, with no file system access.
///
/// `NSString`'s path methods are avoided on purpose: on Linux,
/// `deletingLastPathComponent` traps on a one-character path (`flowsim fmt -w x`
/// crashed), so every path a user types goes through these instead.
public enum PathText {
  /// The folder part: `a/b` for `a/b/c.flow`, `/` for `/c.flow`, empty for `c.flow`.
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    let folder = path[..<slash]
    return folder.isEmpty ? "/" : String(folder)
  }

  /// The last part: `c.flow` for `a/b/c.flow` (the whole path when it has no `/`).
  public static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// `name` inside `folder` (just `name` when the folder is empty or `name` is
  /// absolute).
  public static func joined(_ folder: String, _ name: String) -> String {
    if folder.isEmpty || name.hasPrefix("/") { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// One spelling for one file, for telling files apart: absolute (a relative path
  /// is taken from `directory`), with `.` and `..` worked out and repeated slashes
  /// dropped. Symbolic links are not followed. (`NSString.standardizingPath` leaves
  /// `..` in relative paths, so `sub/../a.flow` and `a.flow` differed.)
  public static func canonical(_ path: String, directory: String) -> String {
    let full = path.hasPrefix("/") ? path : joined(directory, path)
    var parts: [Substring] = []
    for part in full.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
