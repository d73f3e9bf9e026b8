/// One input for the fuzzer: the bytes of a flow file, the strategy that made them,
/// and the corpus flow it started from (if any), which `FuzzPipeline` compares it with.
public struct FuzzCase: Sendable {
  public var strategy: String
  public var bytes: [UInt8]
  public var base: [UInt8]?
  /// The bytes are a storyboard for the importer, not a flow.
  public var isStoryboard: Bool

  public init(strategy: String, bytes: [UInt8], base: [UInt8]? = nil, isStoryboard: Bool = false) {
    self.strategy = strategy
    self.bytes = bytes
    self.base = base
    self.isStoryboard = isStoryboard
  }
}

/// Makes fuzz cases: random tokens of the flow language, truncations, byte mutations
/// and splices of corpus flows, deep nesting, very long names and lines, invalid
/// UTF-8, NUL bytes and empty files. Case `n` of seed `s` is always the same bytes.
public struct FuzzCases: Sendable {
  /// The flows mutations start from: `FuzzCorpus.seeds` plus any given.
  public var corpus: [[UInt8]]
  /// Storyboards for the importer's cases (none: no importer cases).
  public var storyboards: [[UInt8]]
  /// The largest size of a generated shape: nesting depth, name length, repetitions.
  public var sizeLimit: Int

  public init(extraCorpus: [[UInt8]] = [], storyboards: [[UInt8]] = [], sizeLimit: Int = 100_000) {
    corpus = FuzzCorpus.seeds.map { Array($0.text.utf8) } + extraCorpus
    self.storyboards = storyboards
    self.sizeLimit = sizeLimit
  }

  /// Case number `index` for `seed`.
  public func make(seed: UInt64, index: Int) -> FuzzCase {
    var rng = SplitMix64(seed: seed &+ UInt64(index) &* 0x2545_F491_4F6C_DD1D)
    let base = corpus[Int(rng.next() % UInt64(corpus.count))]
    if !storyboards.isEmpty, rng.next() % 10 == 0 { return storyboard(&rng) }
    switch rng.next() % 16 {
    case 0, 1: return FuzzCase(strategy: "tokens", bytes: randomTokens(&rng))
    case 2, 3: return FuzzCase(strategy: "truncate", bytes: truncate(base, &rng), base: base)
    case 4, 5, 6: return FuzzCase(strategy: "bytes", bytes: mutateBytes(base, &rng), base: base)
    case 7, 8, 9:
      return FuzzCase(strategy: "tokens-in-flow", bytes: mutateTokens(base, &rng), base: base)
    case 10, 11: return FuzzCase(strategy: "lines", bytes: mutateLines(base, &rng), base: base)
    case 12: return FuzzCase(strategy: "deep", bytes: FuzzShapes.deep(&rng, limit: sizeLimit))
    case 13: return FuzzCase(strategy: "long", bytes: FuzzShapes.long(&rng, limit: sizeLimit))
    case 14: return FuzzCase(strategy: "odd-bytes", bytes: FuzzShapes.oddBytes(&rng))
    default:
      return FuzzCase(
        strategy: "valid-edit", bytes: mutateTokens(base, &rng, gentle: true), base: base)
    }
  }

  /// A storyboard, truncated or with bytes or lines changed (lines from other storyboards).
  func storyboard(_ rng: inout SplitMix64) -> FuzzCase {
    let base = storyboards[Int(rng.next() % UInt64(storyboards.count))]
    let bytes: [UInt8]
    switch rng.next() % 4 {
    case 0: bytes = truncate(base, &rng)
    case 1: bytes = mutateBytes(base, &rng)
    case 2: bytes = mutateLines(base, &rng, donors: storyboards)
    default: bytes = base
    }
    return FuzzCase(strategy: "storyboard", bytes: bytes, base: base, isStoryboard: true)
  }

  // MARK: - Vocabulary

  /// Words and symbols of the language, with names, strings and integers at the edges.
  static let vocabulary: [String] =
    Keyword.allCases.map(\.rawValue) + Punctuation.allCases.map(\.rawValue) + [
      "\n", "\n", "\n", "{", "}", "(", ")", ";", "->", "Main", "A", "B", "x", "signedIn", "mine",
      "\"Label\"", "\"\"", "\"a\\\"b\"", "\"unterminated", "0", "1", "-1", "4", "65536",
      "9223372036854775807", "-9223372036854775808", "9223372036854775808", "# comment\n",
      "Été", "\u{1F600}", "\t", "\r\n", "!", "&&", "'", "\u{201C}", "\0",
    ]

  func randomTokens(_ rng: inout SplitMix64) -> [UInt8] {
    let count = Int(rng.next() % 200)
    var out: [UInt8] = []
    for _ in 0..<count {
      out += Array(Self.vocabulary[Int(rng.next() % UInt64(Self.vocabulary.count))].utf8)
      if rng.next() % 3 != 0 { out.append(UInt8(ascii: " ")) }
    }
    return out
  }

  // MARK: - Mutations of corpus flows

  func truncate(_ base: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
    Array(base.prefix(Int(rng.next() % UInt64(base.count + 1))))
  }

  func mutateBytes(_ base: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
    var bytes = base
    let special: [UInt8] = [
      0x00, 0xFF, 0x80, 0xC3, 0xE2, 0xF0, 0x7F, 0x0A, 0x0D, 0x22, 0x5C, 0x7B, 0x7D,
    ]
    for _ in 0..<(1 + Int(rng.next() % 8)) {
      let position = Int(rng.next() % UInt64(bytes.count + 1))
      let byte =
        rng.next() % 2 == 0
        ? special[Int(rng.next() % UInt64(special.count))] : UInt8(truncatingIfNeeded: rng.next())
      switch rng.next() % 3 {
      case 0: bytes.insert(byte, at: position)
      case 1 where position < bytes.count: bytes.remove(at: position)
      default: if position < bytes.count { bytes[position] = byte }
      }
    }
    return bytes
  }

  /// Replaces, inserts, deletes or duplicates whole tokens, keeping the spacing around
  /// the others. `gentle` only replaces a name, string or integer with another of its
  /// kind (an edge value for integers), which mostly keeps the flow parseable and
  /// reaches the resolver and the engine.
  func mutateTokens(_ base: [UInt8], _ rng: inout SplitMix64, gentle: Bool = false) -> [UInt8] {
    let file = SourceFile(path: "base.flow", bytes: base)
    let tokens = Lexer.tokenize(file, keepComments: true).tokens.filter { $0.kind != .endOfFile }
    guard !tokens.isEmpty else { return randomTokens(&rng) }
    var pieces: [(gap: ArraySlice<UInt8>, kind: TokenKind, text: [UInt8])] = []
    var end = 0
    for token in tokens {
      pieces.append(
        (
          base[end..<token.range.start], token.kind,
          Array(base[token.range.start..<token.range.end])
        ))
      end = token.range.end
    }
    let space: ArraySlice<UInt8> = [UInt8(ascii: " ")]
    let names = pieces.filter { if case .name = $0.kind { true } else { false } }.map(\.text)
    let integers = pieces.indices.filter {
      if case .integer = pieces[$0].kind { true } else { false }
    }
    for _ in 0..<(1 + Int(rng.next() % 4)) {
      var position = Int(rng.next() % UInt64(pieces.count))
      if gentle, !integers.isEmpty, rng.next() % 2 == 0 {
        position = integers[Int(rng.next() % UInt64(integers.count))]
      }
      var word = Array(Self.vocabulary[Int(rng.next() % UInt64(Self.vocabulary.count))].utf8)
      if gentle {
        let choices: [[UInt8]]
        switch pieces[position].kind {
        case .integer: choices = Self.edgeIntegers.map { Array($0.utf8) }
        case .string:
          choices = ["\"\"", "\"Label\"", "\"Log out\"", "\"a\\\"b\""].map { Array($0.utf8) }
        case .name: choices = names
        default: continue
        }
        pieces[position].text = choices[Int(rng.next() % UInt64(choices.count))]
        continue
      }
      switch rng.next() % 4 {
      case 0: pieces[position].text = word
      case 1: pieces.insert((space, .newline, word), at: position)
      case 2: pieces.remove(at: position)
      default:
        word = pieces[position].text
        pieces.insert((space, .newline, word), at: position)
      }
      if pieces.isEmpty { break }
    }
    return pieces.flatMap { Array($0.gap) + $0.text } + base[end...]
  }

  /// Integers at the edges: of a byte, of 16 bits (the range limit), of `Int`, past it.
  static let edgeIntegers = [
    "0", "1", "2", "255", "256", "65535", "65536", "4294967296", "9223372036854775807",
    "9223372036854775808", "99999999999999999999",
  ]

  /// Deletes, duplicates, swaps lines, or splices in a line of another corpus flow.
  func mutateLines(_ base: [UInt8], _ rng: inout SplitMix64, donors: [[UInt8]]? = nil) -> [UInt8] {
    let donors = donors ?? corpus
    var lines = base.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(
      Array.init)
    let other = donors[Int(rng.next() % UInt64(donors.count))]
      .split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for _ in 0..<(1 + Int(rng.next() % 4)) {
      let a = Int(rng.next() % UInt64(lines.count))
      let b = Int(rng.next() % UInt64(lines.count))
      switch rng.next() % 4 {
      case 0: lines.remove(at: a)
      case 1: lines.insert(lines[a], at: b)
      case 2: lines.swapAt(a, b)
      default: lines.insert(Array(other[Int(rng.next() % UInt64(other.count))]), at: a)
      }
      if lines.isEmpty { lines = [[]] }
    }
    return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
  }
}
