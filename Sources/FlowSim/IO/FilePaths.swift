import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths as the file system sees them: one spelling per file from the working
/// directory, symbolic links resolved, and whether one path lies inside another.
/// What include confinement, `fmt`'s and `import`'s inputs, and `AtomicFile`'s
/// refusals are decided by.
public enum FilePaths {
  /// One spelling per file, relative paths taken from the working directory: what
  /// includes and folders are told apart by (`PathText.canonical`).
  public static func canonical(_ path: String) -> String {
    PathText.canonical(path, directory: FileManager.default.currentDirectoryPath)
  }

  /// Whether canonical `path` is `root` or inside it.
  public static func isInside(_ path: String, _ root: String) -> Bool {
    path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
  }

  /// `path` with every symbolic link resolved, absolute; nil when it names nothing.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path.isEmpty ? "." : path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
