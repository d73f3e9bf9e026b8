/// "Did you mean" suggestions for misspelled names.
public enum Suggestions {
  /// A "did you mean" note for a quoted label close to `label`, or none.
  static func didYouMean(_ label: String, among labels: [String]) -> [Note] {
    closest(to: label, among: labels).map { [Note("did you mean \"\($0)\"?")] } ?? []
  }

  /// The candidate closest to `name` by edit distance, if it is close enough to be a
  /// plausible typo (at most a third of the name's length, at least one edit away, and
  /// keeping at least one character of each).
  /// Ties go to the candidate sharing the longer beginning with `name` (`asert` is
  /// `assert`, not `alert`), then to the one that comes first in `candidates`, so
  /// results are stable.
  public static func closest(to name: String, among candidates: [String]) -> String? {
    let target = Array(name.lowercased().unicodeScalars)
    let limit = max(1, target.count / 3)
    var best: (name: String, distance: Int, prefix: Int)?
    for candidate in candidates where candidate != name {
      // The length difference bounds the distance from below: skip hopeless ones cheaply.
      let length = candidate.unicodeScalars.count
      if abs(length - target.count) > limit { continue }
      let scalars = Array(candidate.lowercased().unicodeScalars)
      let distance = editDistance(target, scalars)
      // Every character changed is another name, not a typo ('B' is not 'A').
      guard distance <= limit, distance < target.count, distance < scalars.count else { continue }
      let prefix = zip(target, scalars).prefix { $0 == $1 }.count
      if let best, distance > best.distance || (distance == best.distance && prefix <= best.prefix)
      {
        continue
      }
      best = (candidate, distance, prefix)
    }
    return best?.name
  }

  /// Levenshtein distance, with an adjacent swap counting as one edit.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// The message for a scenario name that none of `names` has: the scenarios whose
  /// names hold it (a few, or how many and the first three), else the closest name,
  /// else the names themselves when there are few.
  public static func noScenario(named name: String, among names: [String], in path: String? = nil)
    -> String
  {
    func quoted(_ names: some Sequence<String>) -> String {
      names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
    var message = "no scenario named \"\(name)\"" + (path.map { " in '\($0)'" } ?? "")
    let containing = names.filter { $0.lowercased().contains(name.lowercased()) }
    if (1...5).contains(containing.count) {
      message += "; did you mean " + containing.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
    } else if containing.count > 5 {
      message +=
        "; \(containing.count) scenarios have \"\(name)\" in their names, such as "
        + quoted(containing.prefix(3))
    } else if let close = Suggestions.closest(to: name, among: names) {
      message += "; did you mean \"\(close)\"?"
    } else if names.count <= 10 {
      message += "; the scenarios are " + quoted(names)
    } else {
      message += " among \(names.count) scenarios ('flowsim walk --all FILE' narrates each by name)"
    }
    return message
  }
}
