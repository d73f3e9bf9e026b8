import Foundation

/// Graphviz's `dot`, found on PATH and run on DOT text: how `flowsim dot --render`
/// and `flowsim review` turn the diagrams into SVG or PNG.
public enum Graphviz {
  /// What to tell a user who has no `dot`.
  public static let installHint =
    "Graphviz's 'dot' is not installed (not found on PATH); install it with 'apt-get install graphviz' (Debian, Ubuntu) or 'brew install graphviz' (macOS)"

  /// The `dot` executable on `path` (a PATH value; this process's by default), if any.
  public static func find(
    path: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
  ) -> String? {
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/dot"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// What `dot` drew, and what it said on standard error while succeeding (its
  /// warnings, for the user to see; usually empty).
  public struct Drawing: Sendable {
    public var data: Data
    public var warnings: String
  }

  /// Why Graphviz did not draw: a message for the user, with what `dot` said.
  public struct Failure: Error, Sendable {
    public var message: String
  }

  /// Runs `dot -T<format>` (the executable at `dot`) on `source`.
  public static func render(_ source: String, format: String, dot: String) -> Result<
    Drawing, Failure
  > {
    let ran: Subprocess.Result
    do {
      ran = try Subprocess.run(
        URL(fileURLWithPath: dot), ["-T\(format)"], input: Data(source.utf8))
    } catch {
      return .failure(Failure(message: "cannot run '\(dot)': \(SystemReason.of(error))"))
    }
    guard ran.status == 0 else {
      return .failure(
        Failure(message: "'dot -T\(format)' failed (exit \(ran.status)): \(ran.stderr)"))
    }
    return .success(Drawing(data: ran.output, warnings: ran.stderr))
  }

}
