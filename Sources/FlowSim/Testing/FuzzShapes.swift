/// Inputs with extreme shapes for the fuzzer: deep nesting, very long names and
/// lines, many declarations, and byte sequences that are not text at all.
public enum FuzzShapes {
  /// A size between 1 and `limit`, spread over orders of magnitude.
  static func size(_ rng: inout SplitMix64, limit: Int) -> Int {
    var size = 1
    for _ in 0..<Int(rng.next() % 6) { size *= 10 }
    return min(limit, size + Int(rng.next() % UInt64(size)))
  }

  static let header = "flow \"Deep\"\nstart A\nvar x: bool = true\nvar n: 0...3 = 0\n"

  /// Nested parentheses, `not`, operator chains, braces and blocks, `depth` deep.
  public static func nested(_ kind: Int, depth: Int) -> [UInt8] {
    func r(_ text: String) -> String { String(repeating: text, count: depth) }
    let text: String
    switch kind % 9 {
    case 0: text = header + "screen A { tap \"t\" when \(r("("))x\(r(")")) -> dismiss }\n"
    case 1: text = header + "screen A { tap \"t\" when \(r("not ")) x -> dismiss }\n"
    case 2: text = header + "screen A { tap \"t\" when \(r("x and ")) x -> dismiss }\n"
    case 3: text = header + "screen A { tap \"t\" -> set n = \(r("n + 1 - ")) n }\n"
    case 4: text = header + "screen A \(r("{ "))\(r("} "))\n"
    case 5: text = header + "assert always \(r("(not "))x\(r(")"))\n"
    case 6: text = header + "screen A { tap \"t\" when \(r("(")) x -> dismiss }\n"
    case 7:
      let block = "tabs T { tab \"a\" nav N { screen A { tap \"t\" -> outcome { o: "
      text = header + String(repeating: block, count: max(1, depth / 8)) + "\n"
    default:
      text =
        header + "assert never \(r("enabled \"t\" or ")) x\nscreen A { tap \"t\" -> dismiss }\n"
    }
    return Array(text.utf8)
  }

  static func deep(_ rng: inout SplitMix64, limit: Int) -> [UInt8] {
    nested(Int(rng.next() % 9), depth: size(&rng, limit: limit))
  }

  static func long(_ rng: inout SplitMix64, limit: Int) -> [UInt8] {
    let count = size(&rng, limit: limit)
    let name = String(repeating: "a", count: count)
    let text: String
    switch rng.next() % 6 {
    case 0: text = "flow \"L\"\nstart \(name)\nscreen \(name) \"\(name)\"\n"
    case 1: text = "flow \"\(String(repeating: "é", count: count))\"\nstart A\nscreen A\n"
    case 2:
      let chain = Array(repeating: "push A", count: count / 8 + 1).joined(separator: "; ")
      text = "start N\nnav N { screen A { tap \"t\" -> \(chain) } }\n"
    case 3:
      let screens = (0..<min(count, 3000)).map {
        "screen S\($0) { tap \"X\" -> push S\($0 + 1) }\n"
      }
      text = "start N\nnav N { screen S0 }\n" + screens.joined() + "assert never enabled \"X\"\n"
    case 4:
      let variables = (0..<min(count, 200)).map { "var v\($0): bool = false\n" }.joined()
      let controls = (0..<min(count, 200)).map { "tap \"t\($0)\" -> set v\($0) = not v\($0)" }
      text =
        "start A\n" + variables + "screen A terminal {\n" + controls.joined(separator: "\n")
        + "\n}\n"
    default:
      text = String(repeating: "# \(name)\n", count: 3) + "start A\nscreen A\n"
    }
    return Array(text.utf8)
  }

  /// Text that is barely text: empty, NUL, lone UTF-8 prefixes and continuations,
  /// overlong forms, encoded surrogates, a byte order mark alone, bare carriage returns.
  static func oddBytes(_ rng: inout SplitMix64) -> [UInt8] {
    let pieces: [[UInt8]] = [
      [], [0], [0, 0, 0], [0xEF, 0xBB, 0xBF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x0D], [0x0D, 0x0A], [0xFF, 0xFE],
      Array("start A\nscreen A".utf8), Array("screen \"".utf8), Array("\"\\".utf8),
    ]
    var out: [UInt8] = []
    for _ in 0..<Int(rng.next() % 12) {
      if rng.next() % 4 == 0 {
        out += (0..<Int(rng.next() % 16)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
      } else {
        out += pieces[Int(rng.next() % UInt64(pieces.count))]
      }
    }
    return out
  }
}
