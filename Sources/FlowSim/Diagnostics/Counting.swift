/// Numbers in messages and reports: digits grouped by thousands, a count with its
/// noun in the singular or the plural, and a list in words. Every layer says counts
/// and lists this one way.
public enum Counting {
  /// 1234567 → "1,234,567".
  public static func grouped(_ n: Int) -> String {
    let digits = String(abs(n))
    var out = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out += "," }
      out.append(character)
    }
    return (n < 0 ? "-" : "") + out
  }

  /// "1 step", "3 steps", "1,234 configurations": `noun` takes an "s" unless `n` is 1.
  public static func count(_ n: Int, _ noun: String) -> String {
    "\(grouped(n)) \(noun)\(n == 1 ? "" : "s")"
  }

  /// A list as a sentence says it: "A", "A and B", "A, B and C"; "" for none.
  public static func listed(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
