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
/// A path that is a symbolic link to an existing file inside the folder tree flowsim
/// runs in (the repository, in CI) is written through: the file it points to is
/// replaced and the link stays a link. What is not replaced, with a message instead:
/// a symbolic link that leads out of that tree or to nothing (a link planted in a pull
/// request where an output will go would otherwise replace or create a file wherever
/// it points, `~/.bashrc` say), a block device,
/// a folder, a read-only file (even for root, as `sed -i` would not silently do), and
/// a file of another user that flowsim cannot keep theirs. A character device or a
/// pipe (`-o /dev/null`, `-o /dev/stdout`, a FIFO with a reader) is written to as a
/// stream; a FIFO no program reads within a second is an error, not a wait.
public enum AtomicFile {
  /// Writes `bytes` to `path`, keeping an existing file's permissions and owner.
  /// Returns an error message for people, or nil when the file was written.
  /// `linksWithin`: the folder a symbolic link at `path` must lead into to be written
  /// through (nil: the current directory).
  public static func write(_ bytes: Data, to path: String, linksWithin root: String? = nil)
    -> String?
  {
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFCHR, S_IFIFO, S_IFSOCK:
        // A device or a pipe (`-o /dev/null`, `-o /dev/stdout`) is written to, never
        // replaced by a file.
        return writeDirectly(bytes, to: path)
      case S_IFBLK:
        return "cannot write '\(path)': it is a block device (a disk), not a file"
      case S_IFDIR:
        return "cannot write '\(path)': it is a folder"
      default:
        if info.st_mode & 0o222 == 0 {
          return "cannot write '\(path)': it is read-only; make it writable first (chmod u+w)"
        }
      }
    }
    guard let target = followingLinks(path) else {
      return "cannot write '\(path)': too many levels of symbolic links"
    }
    if let broken = FileReading.brokenLink(path) {
      return
        "cannot write '\(path)': it is \(broken); flowsim does not create files through a link (remove the link, or write elsewhere)"
    }
    if target != path, let outside = linkOutside(path, root: root ?? ".") {
      return
        "cannot write '\(path)': it is a symbolic link to '\(outside)', outside the folder flowsim runs in; flowsim does not write through such a link (remove the link, or write elsewhere)"
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
    if stat(target, &existing) == 0 {
      if let problem = keepOwner(existing, of: descriptor) {
        close(descriptor)
        unlink(temporary)
        return "cannot write '\(path)': \(problem)"
      }
      _ = fchmod(descriptor, existing.st_mode & 0o7777)
    }
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

  /// Gives the new file (open as `descriptor`) the owner and group of the file it
  /// replaces, described by `existing`; a message when the owner cannot be kept
  /// (another user's file, and flowsim is not root). A group that cannot be kept is
  /// left as the folder gives it.
  private static func keepOwner(_ existing: stat, of descriptor: Int32) -> String? {
    var mine = stat()
    guard fstat(descriptor, &mine) == 0 else { return nil }
    if mine.st_uid == existing.st_uid && mine.st_gid == existing.st_gid { return nil }
    if fchown(descriptor, existing.st_uid, existing.st_gid) == 0 { return nil }
    if mine.st_uid == existing.st_uid { return nil }
    return
      "it belongs to another user (uid \(existing.st_uid)), and a new file would be flowsim's user's"
  }

  /// Writes `bytes` into an existing device or pipe at `path`.
  private static func writeDirectly(_ bytes: Data, to path: String) -> String? {
    // Not blocking: a FIFO nobody reads fails at once (ENXIO) instead of waiting.
    // A reader that is about to open the pipe gets a second to do so.
    var descriptor = open(path, O_WRONLY | O_NONBLOCK)
    var tries = 0
    while descriptor < 0, errno == ENXIO, tries < 100 {
      usleep(10_000)
      tries += 1
      descriptor = open(path, O_WRONLY | O_NONBLOCK)
    }
    guard descriptor >= 0 else {
      if errno == ENXIO { return "cannot write '\(path)': it is a pipe no program is reading" }
      return "cannot write '\(path)': \(reason())"
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    let written = writeAll(bytes, to: descriptor)
    let why = reason()
    let closed = close(descriptor) == 0
    return written && closed ? nil : "cannot write '\(path)': \(why)"
  }

  /// Writes UTF-8 text; see `write(_:to:)`.
  public static func write(_ text: String, to path: String, linksWithin root: String? = nil)
    -> String?
  {
    write(Data(text.utf8), to: path, linksWithin: root)
  }

  /// The first of `inputs` that writing `output` would replace: the same file,
  /// however the two paths are spelled (relative or absolute, through `..` or a
  /// symbolic link) or reached (a hard link: the same device and inode). A command
  /// refuses such an `-o` rather than lose what it reads.
  public static func input(overwrittenBy output: String, among inputs: [String]) -> String? {
    func same(_ path: String) -> String {
      URL(fileURLWithPath: FilePaths.canonical(path)).resolvingSymlinksInPath().path
    }
    func identity(_ path: String) -> [UInt64]? {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
    let target = same(output)
    let file = identity(output)
    return inputs.first { input in
      if same(input) == target { return true }
      guard let file else { return false }
      return identity(input) == file
    }
  }

  /// Where the symbolic link `path` leads when that is outside `root`'s folder tree
  /// (both with every link resolved); nil when it stays inside.
  static func linkOutside(_ path: String, root: String) -> String? {
    guard let real = FilePaths.realPath(path) else { return nil }
    let inside = FilePaths.realPath(root).map { FilePaths.isInside(real, $0) } ?? false
    return inside ? nil : real
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
