/// One timed stage of the pipeline, in pipeline order.
enum Stage: String, CaseIterable, Comparable {
  case parse
  case resolve
  case explore
  case check

  static func < (lhs: Stage, rhs: Stage) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Parses `parse,resolve,…`; a later stage needs the earlier ones, which are added.
  static func parseList(_ text: String) throws(UsageError) -> Set<Stage> {
    var stages: Set<Stage> = []
    for word in text.split(separator: ",") {
      guard let stage = Stage(rawValue: String(word)) else {
        throw UsageError("unknown stage '\(word)' (parse, resolve, explore, check)")
      }
      stages.formUnion(allCases.filter { $0 <= stage })
    }
    guard !stages.isEmpty else { throw UsageError("--stages needs at least one stage") }
    return stages
  }
}
