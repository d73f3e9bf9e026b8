/// The review page's list of the flow's assertions, each with what checking it found:
/// so a reviewer sees which rules were proved, not only the ones that failed.
extension ReviewPage {
  /// What checking found for one assertion.
  enum AssertionStatus: Equatable {
    case holds
    /// A finding about it: its severity (error, or note when `known` acknowledges it)
    /// and message.
    case fails(severity: String, message: String)
    /// `assertion-vacuous`: no flow could make it fail.
    case checksNothing(message: String)
    /// Exploration stopped before every configuration was seen.
    case notProven(configurations: Int)
  }

  /// Each assertion of the flow, in declaration order, with its status; empty when
  /// the flow did not load.
  func assertionStatuses() -> [(text: String, status: AssertionStatus)] {
    guard let flow = check.flow else { return [] }
    return flow.assertions.map { assertion in
      let text = "assert \(assertion.kind.rawValue) \(assertion.text)"
      let about = check.findings.filter { $0.diagnostic.range == assertion.range }
      if let failed = about.first(where: {
        $0.id.hasPrefix("assertion-") && $0.id != "assertion-vacuous"
      }) {
        return (
          text, .fails(severity: failed.severity.rawValue, message: failed.diagnostic.message)
        )
      }
      if let vacuous = about.first(where: { $0.id == "assertion-vacuous" }) {
        return (text, .checksNothing(message: vacuous.diagnostic.message))
      }
      if let space = check.report?.space, !space.isComplete {
        return (text, .notProven(configurations: space.count))
      }
      return (text, .holds)
    }
  }

  func assertionsSection() -> String {
    guard check.flow != nil else { return "" }
    var out = "<h2>Assertions</h2>\n"
    let statuses = assertionStatuses()
    guard !statuses.isEmpty else { return out + "<p>The flow declares no assertions.</p>\n" }
    out += "<ul class=\"assertions\">\n"
    for (text, status) in statuses {
      let badge: String
      var detail = ""
      switch status {
      case .holds:
        badge = ReviewHTML.badge("holds", "ok")
      case .fails(let severity, let message):
        badge = ReviewHTML.badge(severity == "note" ? "fails, known" : "fails", severity)
        detail = message
      case .checksNothing(let message):
        badge = ReviewHTML.badge("checks nothing", "warning")
        detail = message
      case .notProven(let configurations):
        badge = ReviewHTML.badge("not proven", "warning")
        detail =
          "exploring stopped after \(Counting.count(configurations, "configuration")), before every one was seen"
      }
      out += "<li>\(badge)<code>\(ReviewHTML.escape(text))</code>"
      if !detail.isEmpty { out += " — \(ReviewHTML.escape(detail))" }
      out += "</li>\n"
    }
    return out + "</ul>\n"
  }
}
