/// What tab does with the text before the cursor, given the lines it could complete
/// to (`StepSession.completions(for:)`): the terminal front end rings, replaces the
/// text, or lists the candidates in columns. Pure, so tests need no terminal.
public enum TabCompletion: Sendable, Equatable {
  /// Nothing completes the text: ring the bell.
  case none
  /// Replace the text before the cursor: with the one candidate, or with the longer
  /// prefix all the candidates share.
  case replace(String)
  /// Several candidates share no more than what is typed: show them, a row a line.
  case list(rows: [String])

  /// The step for `typed` among `candidates`, listed to fit `columns` cells.
  public static func step(typed: String, candidates: [String], columns: Int) -> TabCompletion {
    guard let first = candidates.first else { return .none }
    if candidates.count == 1 { return .replace(first) }
    let shared = candidates.dropFirst().reduce(first) { common($0, $1) }
    if shared.count > typed.count { return .replace(shared) }
    let width = (candidates.map(\.count).max() ?? 0) + 2
    let perRow = max(1, columns / width)
    var rows: [String] = []
    var row = ""
    for (index, candidate) in candidates.enumerated() {
      if index % perRow == perRow - 1 || index == candidates.count - 1 {
        rows.append(row + candidate)
        row = ""
      } else {
        row += candidate.padding(toLength: width)
      }
    }
    return .list(rows: rows)
  }

  /// The longest common prefix of two strings.
  private static func common(_ a: String, _ b: String) -> String {
    String(zip(a, b).prefix { $0 == $1 }.map(\.0))
  }
}

extension String {
  /// The string followed by spaces up to `length` characters (unchanged when longer).
  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
