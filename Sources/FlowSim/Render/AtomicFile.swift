import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing an output file so that no reader ever sees half of it: the bytes go to a
/// temporary file beside the target, which is then renamed over it. An interrupted
/// run leaves the old file (or none), never a truncated one. Every command that
/// writes files (review, dot -o, import, fmt -w, the stepper's save) goes through here.
///
/// A path that is a symbolic link is written through: the file it points to is
/// replaced and the link stays a link.
public enum AtomicFile {
  /// Writes `bytes` to `path`, keeping an existing file's permissions. Returns an
  /// error message for people, or nil when the file was written.
  public static func write(_ bytes: Data, to path: String) -> String? {
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFCHR, S_IFIFO, S_IFSOCK:
        // A device or a pipe (`-o /dev/null`, `-o /dev/stdout`) is written to, never
        // replaced by a file.
        return writeDirectly(bytes, to: path)
      case S_IFDIR:
        return "cannot write '\(path)': it is a folder"
      default:
        break
      }
    }
    guard let target = followingLinks(path) else {
      return "cannot write '\(path)': too many levels of symbolic links"
    }
    let folder = PathText.folder(of: target)
    var isFolder: ObjCBool = false
    guard
      FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      return "cannot write '\(path)': no such folder '\(folder)'"
    }
    let temporary = PathText.joined(folder, ".\(PathText.name(of: target)).\(getpid()).tmp")
    unlink(temporary)
    Interruption.writing(temporary)
    defer { Interruption.written() }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
    guard descriptor >= 0 else {
      return
        "cannot write '\(path)': cannot create a file in '\(folder.isEmpty ? "." : folder)' (\(reason()))"
    }
    var existing = stat()
    if stat(target, &existing) == 0 { _ = fchmod(descriptor, existing.st_mode & 0o7777) }
    let written = writeAll(bytes, to: descriptor)
    let closed = close(descriptor) == 0
    guard written, closed else {
      let why = reason()
      unlink(temporary)
      return "cannot write '\(path)': \(why)"
    }
    guard rename(temporary, target) == 0 else {
      let why = reason()
      unlink(temporary)
      return "cannot write '\(path)': \(why)"
    }
    return nil
  }

  /// Writes `bytes` into an existing device or pipe at `path`.
  private static func writeDirectly(_ bytes: Data, to path: String) -> String? {
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else { return "cannot write '\(path)': \(reason())" }
    let written = writeAll(bytes, to: descriptor)
    let why = reason()
    let closed = close(descriptor) == 0
    return written && closed ? nil : "cannot write '\(path)': \(why)"
  }

  /// Writes UTF-8 text; see `write(_:to:)`.
  public static func write(_ text: String, to path: String) -> String? {
    write(Data(text.utf8), to: path)
  }

  /// The first of `inputs` that writing `output` would replace: the same file,
  /// however the two paths are spelled (relative or absolute, through `..` or a
  /// symbolic link). A command refuses such an `-o` rather than lose what it reads.
  public static func input(overwrittenBy output: String, among inputs: [String]) -> String? {
    func same(_ path: String) -> String {
      URL(fileURLWithPath: FlowLoader.canonical(path)).resolvingSymlinksInPath().path
    }
    let target = same(output)
    return inputs.first { same($0) == target }
  }

  /// The path a chain of symbolic links ends at (the path itself when it is no
  /// link, or names nothing yet); nil for a loop.
  static func followingLinks(_ path: String) -> String? {
    var current = path
    for _ in 0..<40 {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
      else { return current }
      current = PathText.joined(PathText.folder(of: current), destination)
    }
    return nil
  }

  private static func writeAll(_ bytes: Data, to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { raw -> Bool in
      var offset = 0
      while offset < raw.count {
        #if canImport(Glibc)
          let count = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        #else
          let count = Darwin.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        #endif
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
  }

  private static func reason() -> String { String(cString: strerror(errno)).lowercased() }
}
