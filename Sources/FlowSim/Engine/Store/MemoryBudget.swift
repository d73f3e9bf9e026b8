import Foundation

/// How much memory exploring may use: by default three quarters of what the machine
/// (or the container: its cgroup's limit) has available when flowsim starts, so that
/// a flow with too many configurations stops with a message (`memory-limit`) instead
/// of running the machine out of memory (about 130 bytes a configuration).
public enum MemoryBudget {
  /// The default ceiling in bytes, read once: 3/4 of the smaller of
  /// `/proc/meminfo`'s MemAvailable and the cgroup's limit less its usage; nil where
  /// neither can be read (no ceiling then, as before).
  public static let defaultBytes: Int? = {
    let sources = [availableFromMeminfo(), availableFromCgroup()].compactMap { $0 }
    guard let available = sources.min() else { return nil }
    return max(64 << 20, available / 4 * 3)
  }()

  /// MemAvailable from `/proc/meminfo`, in bytes.
  static func availableFromMeminfo() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
      let fields = line.split(separator: " ")
      guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
      return kilobytes * 1024
    }
    return nil
  }

  /// The cgroup's memory limit less what it uses, in bytes (cgroup v2, then v1);
  /// nil when there is no limit.
  static func availableFromCgroup() -> Int? {
    func number(_ path: String) -> Int? {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
      return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    let pairs = [
      ("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory.current"),
      (
        "/sys/fs/cgroup/memory/memory.limit_in_bytes", "/sys/fs/cgroup/memory/memory.usage_in_bytes"
      ),
    ]
    for (limitPath, usagePath) in pairs {
      // "max" (no limit) does not parse; v1 says "no limit" with a huge number.
      guard let limit = number(limitPath), limit < 1 << 60 else { continue }
      return max(0, limit - (number(usagePath) ?? 0))
    }
    return nil
  }

  /// Bytes from text such as `512M`, `2G`, `1.5G`, `800000K` or a plain number of
  /// bytes (K, M, G, T are powers of 1,024); nil when it is none of those.
  public static func parse(_ text: String) -> Int? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
    let units: [Character: Double] = [
      "K": 1024, "M": 1_048_576, "G": 1_073_741_824, "T": 1_099_511_627_776,
    ]
    var digits = Substring(trimmed)
    var scale: Double = 1
    if trimmed.hasSuffix("IB") {
      digits = digits.dropLast(2)
    } else if trimmed.hasSuffix("B") {
      digits = digits.dropLast()
    }
    if let last = digits.last, let unit = units[last] {
      scale = unit
      digits = digits.dropLast()
    }
    guard let value = Double(digits), value > 0, value * scale < Double(Int.max / 2) else {
      return nil
    }
    return Int(value * scale)
  }
}
