import Foundation
import Testing

@testable import FlowSim

/// Fixtures for the stepper's tests: flows, input scripts and golden transcripts.
enum SessionFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

  static func text(_ name: String) -> String {
    (try? String(contentsOf: url(name), encoding: .utf8)) ?? ""
  }

  /// A session on fixture `name` (shown as `name`, so transcripts do not depend on
  /// where the repository is).
  static func session(_ name: String) -> StepSession? {
    guard let flow = loadFlow(text(name), path: name) else { return nil }
    return StepSession(flow: flow, path: name)
  }

  /// The session's replies to `lines`, each line echoed after `> ` the way
  /// `flowsim run` echoes scripted input; blank lines are skipped.
  static func transcript(_ session: StepSession, _ lines: [String]) -> String {
    var out = session.start()
    for line in lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
      out += "> \(line)\n"
      let reply = session.handle(line)
      out += reply.text
      if reply.quit { break }
    }
    return out
  }

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

/// Files a session "saved", kept in memory.
final class SavedFiles {
  var files: [String: String] = [:]

  /// Installs itself as the session's writer; paths under `missing/` fail.
  func attach(to session: StepSession) {
    session.write = { [self] path, text in
      if path.hasPrefix("missing/") {
        return "cannot save to '\(path)': there is no folder 'missing'"
      }
      files[path] = text
      return nil
    }
  }
}
