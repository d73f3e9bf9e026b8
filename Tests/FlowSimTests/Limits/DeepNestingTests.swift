import Foundation
import Testing

@testable import FlowSim

/// No input exhausts the stack: 100,000-deep expressions and blocks go through the
/// whole pipeline (parse, load and resolve, check, render, format), and the parser's
/// depth bound is what protects the recursive passes after it.
@Suite struct DeepNestingTests {
  static let depth = 100_000

  /// What each `FuzzShapes.nested` kind is, and the error it must get.
  static let kinds: [(kind: Int, shape: String, id: String)] = [
    (0, "parentheses", "too-deeply-nested"), (1, "not", "too-deeply-nested"),
    (2, "and chain", "too-deeply-nested"), (3, "+ and - chain", "too-deeply-nested"),
    (4, "braces", "expected-control"), (5, "not in parentheses", "too-deeply-nested"),
    (6, "unclosed parentheses", "too-deeply-nested"), (7, "blocks", "expected-action"),
    (8, "enabled or chain", "too-deeply-nested"),
  ]

  @Test(arguments: kinds.map(\.kind))
  func wholePipelineSurvives(kind: Int) {
    let expected = Self.kinds[kind]
    let input = FuzzCase(
      strategy: expected.shape, bytes: FuzzShapes.nested(kind, depth: Self.depth))
    let started = Date()
    #expect(FuzzPipeline().run(input) == [])
    #expect(Date().timeIntervalSince(started) < 30)
    let (_, diagnostics) = FlowParser.parse(SourceFile(path: "deep.flow", bytes: input.bytes))
    #expect(diagnostics.first?.id == expected.id, "\(expected.shape): \(diagnostics.prefix(2))")
  }

  @Test func theDeepestAcceptedExpressionIsChecked() {
    let limit = Parser.maxExpressionDepth
    let prefix = "start A\nvar x: bool = true\nscreen A terminal { tap \"t\" when "
    func flow(_ depth: Int) -> SourceFile {
      let parens = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth)
      return SourceFile(path: "deep.flow", text: prefix + parens + " -> set x = not x }\n")
    }
    let loaded = FlowLoader().load(flow(limit - 1))
    #expect(loaded.diagnostics.isEmpty)
    if let flow = loaded.flow { #expect(Checker().check(flow).space.count == 2) }
    let refused = FlowParser.parse(flow(limit)).diagnostics
    let column = prefix.split(separator: "\n").last!.count + limit
    #expect(
      refused.map { "\($0.location!): \($0.message) [\($0.id)]" } == [
        "deep.flow:3:\(column): expression is nested too deeply (the limit is 64 levels) [too-deeply-nested]"
      ])
  }

  /// `enabled "L"` means any control labelled L: the resolver joins them with `or`.
  /// However many there are, the tree stays shallow (it once was a chain as deep as
  /// their number, and evaluating it overflowed the stack).
  @Test func enabledOverManyControlsStaysShallow() {
    let count = 5_000
    var text = "start N\nnav N { screen S0 { tap \"X\" -> push S1 } }\n"
    for index in 1...count {
      text += "screen S\(index) terminal { tap \"X\" -> push S\(index % count + 1) }\n"
    }
    text += "assert never enabled \"X\" and not enabled \"X\"\n"
    let loaded = FlowLoader().load(SourceFile(path: "wide.flow", text: text))
    #expect(loaded.diagnostics.isEmpty)
    guard let flow = loaded.flow, let condition = flow.assertions.first?.condition else { return }
    #expect(Self.depth(of: condition) <= 16)
    let report = Checker(options: .init(maxStates: 50)).check(flow)
    #expect(report.findings.map(\.id).contains("state-limit"))
    #expect(!report.findings.map(\.id).contains("assertion-failed"))
  }

  static func depth(of expr: Expr) -> Int {
    switch expr {
    case .constant, .variable, .at, .within, .enabled: 1
    case .not(let inner): depth(of: inner) + 1
    case .and(let a, let b), .or(let a, let b), .compare(_, let a, let b), .add(let a, let b),
      .subtract(let a, let b):
      max(depth(of: a), depth(of: b)) + 1
    }
  }
}
