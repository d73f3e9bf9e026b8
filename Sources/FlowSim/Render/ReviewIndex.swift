/// The index of a design review (`flowsim review`): one row per flow with a link to
/// its page and a one-line status.
public enum ReviewIndex {
  public static func html(_ pages: [ReviewPage]) -> String {
    let clean = pages.filter(\.isClean).count
    var body = "<h1>Design review</h1>\n"
    body += "<p class=\"summary\">\(ReviewHTML.escape(summary(pages.count, clean)))</p>\n"
    body += "<table>\n<tr><th>Flow</th><th>File</th><th>Status</th></tr>\n"
    for page in pages {
      let badge = ReviewHTML.badge(
        page.isClean ? "ok" : "needs work", page.isClean ? "ok" : "error")
      body +=
        "<tr><td><a href=\"\(ReviewHTML.escape(page.fileName))\">\(ReviewHTML.escape(page.title))</a></td>"
      body += "<td><code>\(ReviewHTML.escape(page.path))</code></td>"
      body += "<td>\(badge)\(ReviewHTML.escape(page.status))</td></tr>\n"
    }
    body += "</table>\n"
    return ReviewHTML.document(title: "flowsim review", body: body)
  }

  static func summary(_ total: Int, _ clean: Int) -> String {
    let flows = Counting.count(total, "flow")
    if clean == total { return "\(flows): nothing to fix." }
    let unclean = total - clean
    return
      "\(flows): \(Counting.grouped(unclean)) need\(unclean == 1 ? "s" : "") work, \(Counting.grouped(clean)) clean."
  }
}
