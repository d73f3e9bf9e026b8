import Testing

@testable import FlowSim

@Suite struct LargeFlowTests {
  @Test func deterministicForASeed() {
    let first = LargeFlow(screens: 1000, seed: 1).text()
    #expect(first == LargeFlow(screens: 1000, seed: 1).text())
    #expect(first != LargeFlow(screens: 1000, seed: 2).text())
  }

  @Test(arguments: [40, 137, 1000, 2500])
  func declaresExactlyTheRequestedScreens(count: Int) {
    #expect(declared(in: LargeFlow(screens: count, seed: 3).text()).screens.count == count)
  }

  @Test func smallRequestsAreRaised() {
    #expect(LargeFlow(screens: 5).screenCount == LargeFlow.minimumScreens)
  }

  @Test func everyReferencedNameIsDeclaredOnce() {
    let text = LargeFlow(screens: 1000, seed: 1).text()
    let names = declared(in: text)
    #expect(names.all.count == Set(names.all).count, "a name is declared twice")
    let known = Set(names.all)
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(
      String.init)
    for (index, word) in words.enumerated().dropLast()
    where ["push", "present", "reset", "start", "lands"].contains(word) {
      #expect(known.contains(words[index + 1]), "undeclared '\(words[index + 1])'")
    }
  }

  /// Names declared by `screen`, `alert`, `sheet` (screens) and `nav`, `tabs`, `pages`, `var`.
  private func declared(in text: String) -> (screens: [String], all: [String]) {
    var screens: [String] = []
    var all: [String] = []
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      for (index, word) in words.enumerated().dropLast() {
        let name = String(words[index + 1].split(separator: ":")[0])
        switch word {
        case "screen", "alert", "sheet":
          screens.append(name)
          all.append(name)
        case "nav", "tabs", "pages", "var":
          all.append(name)
        default:
          continue
        }
      }
    }
    return (screens, all)
  }
}

// MARK: - The engine

@Suite struct LargeFlowEngineTests {
  /// The generated app is a valid flow: it parses and resolves without a diagnostic.
  @Test(arguments: [40, 1000])
  func parsesAndResolves(screens: Int) throws {
    let flow = LargeFlow(screens: screens, seed: 1)
    let (tree, parseDiagnostics) = FlowParser.parse(
      SourceFile(path: "\(flow.name).flow", text: flow.text()))
    #expect(parseDiagnostics.map(\.message) == [])
    let (resolved, resolveDiagnostics) = Resolver.resolve([tree])
    #expect(resolveDiagnostics.map(\.message) == [])
    #expect(resolved != nil)
  }
}
