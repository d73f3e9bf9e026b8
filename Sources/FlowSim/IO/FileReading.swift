import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading files from disk (flows, scripts, storyboards), and saying in a few words
/// why one cannot be read (missing, a folder, not a regular file, a broken symbolic
/// link, no permission).
public enum FileReading {
  /// The largest flow file (or script of steps) accepted, in bytes:
  /// `FlowLoader.maximumFileSize`, and what standard input may hold.
  public static let maximumFlowSize = 8 * 1024 * 1024

  /// Reads a file from disk; nil when it is missing, a directory, or unreadable. Of
  /// a file larger than anything flowsim takes, only the first `readLimit` bytes and
  /// one more are read: enough to refuse it (`FlowLoader.tooLarge`) without reading
  /// gigabytes.
  @Sendable public static func readFile(_ path: String) -> [UInt8]? {
    // Only regular files (links followed): opening a FIFO or a device could block.
    guard isRegularFile(path), let handle = FileHandle(forReadingAtPath: path) else {
      return nil
    }
    defer { try? handle.close() }
    do {
      // nil at the end of the file: an empty file.
      let data = try handle.read(upToCount: readLimit + 1) ?? Data()
      return data.withUnsafeBytes { [UInt8]($0) }
    } catch {
      return nil
    }
  }

  /// The most any file flowsim reads may hold: the largest of the limits (a
  /// storyboard's, `XMLDocumentReader.maximumFileSize`; a flow's is smaller).
  public static let readLimit = 32 * 1024 * 1024

  /// Whether `path` is a regular file, following symbolic links.
  public static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// Why `path` cannot be read as a file, in a few words for a message that names
  /// it: "no such file", "it is a folder", "permission denied", "a symbolic link to
  /// 'old.flow', which does not exist"… With `foldersAllowed`, a path naming nothing
  /// is "no such file or folder" (for the commands that take folders too).
  public static func whyUnreadable(_ path: String, foldersAllowed: Bool = false) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      if let broken = brokenLink(path) { return broken }
      return foldersAllowed ? "no such file or folder" : "no such file"
    }
    if isDirectory.boolValue { return foldersAllowed ? "it cannot be read" : "it is a folder" }
    if !isRegularFile(path) { return "it is not a regular file" }
    if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
    return "it cannot be read"
  }

  /// Whether `path` is a symbolic link that leads to nothing: its target (or a
  /// link's further on) is missing, out of reach, or the links loop.
  public static func isBrokenLink(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return false }
    return stat(path, &info) != 0
  }

  /// Why the symbolic link at `path` leads to nothing, naming its target as the link
  /// holds it: "a symbolic link to 'old.flow', which does not exist" (through a chain
  /// of links, each hop: "… to 'b.flow', which links to 'old.flow', which …"); nil
  /// when `path` is no broken link.
  public static func brokenLink(_ path: String) -> String? {
    var info = stat()
    guard isBrokenLink(path), stat(path, &info) != 0 else { return nil }
    let code = errno
    if code == ELOOP { return "a symbolic link that leads back to itself (a loop of links)" }
    var hops: [String] = []
    var current = path
    while hops.count < 40,
      let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
    {
      hops.append("'\(destination)'")
      current = PathText.joined(PathText.folder(of: current), destination)
    }
    let chain = "a symbolic link to " + hops.joined(separator: ", which links to ")
    switch code {
    case ENOENT, ENOTDIR: return chain + ", which does not exist"
    case EACCES: return chain + ", which cannot be reached: permission denied"
    default:
      return chain + ", which cannot be reached: " + String(cString: strerror(code)).lowercased()
    }
  }
}
