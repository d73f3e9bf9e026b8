/// The shell of every review page: a self-contained HTML document (inline CSS and
/// scripts, no external assets) and the escaping all its text goes through.
enum ReviewHTML {
  static func escape(_ text: String) -> String { Transcript.escapeHTML(text) }

  /// A whole document around `body` (already HTML); `style` is added to the shared CSS.
  static func document(title: String, body: String, style extra: String = "") -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escape(title))</title>
    <style>
    \(style)\(extra)</style>
    </head>
    <body>
    \(body)</body>
    </html>

    """
  }

  /// An inline SVG made by Graphviz, without its XML prolog and doctype.
  static func inlineSVG(_ svg: String) -> String {
    guard let start = svg.range(of: "<svg") else { return "" }
    var body = String(svg[start.lowerBound...])
    while body.hasSuffix("\n") { body.removeLast() }
    return body + "\n"
  }

  /// `<span class="badge error">error</span>`
  static func badge(_ text: String, _ kind: String) -> String {
    "<span class=\"badge \(kind)\">\(escape(text))</span>"
  }

  static let style = """
    body { font: 15px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
      color: #1d1d1f; margin: 0 auto; max-width: 1100px; padding: 1.5em 2em 4em; }
    h1 { font-size: 1.7em; margin: 0.2em 0 0.1em; }
    h2 { font-size: 1.3em; margin-top: 2em; border-bottom: 1px solid #ddd; padding-bottom: 0.2em; }
    h3 { font-size: 1.1em; margin: 1.2em 0 0.4em; }
    h4 { font-size: 1em; margin: 1em 0 0.3em; }
    a { color: #0b5cad; }
    code { font: 0.9em/1.4 ui-monospace, Menlo, Consolas, monospace; background: #f3f3f5;
      padding: 0.05em 0.3em; border-radius: 3px; }
    pre { font: 0.85em/1.45 ui-monospace, Menlo, Consolas, monospace; background: #f6f6f8;
      border: 1px solid #e3e3e8; border-radius: 6px; padding: 0.8em 1em; overflow-x: auto; }
    .summary { color: #555; }
    .badge { display: inline-block; font-size: 0.8em; font-weight: 600; border-radius: 4px;
      padding: 0.05em 0.5em; margin-right: 0.4em; color: #fff; background: #777; }
    .badge.error, .badge.failed { background: #c62828; }
    .badge.warning { background: #b26a00; }
    .badge.ok, .badge.passed { background: #2e7d32; }
    .badge.note { background: #1f5fbf; }
    .finding { margin: 1.2em 0 1.6em; }
    .diagram { position: relative; left: 50%; width: 96vw; margin-left: -48vw; box-sizing: border-box;
      overflow-x: auto; border: 1px solid #e3e3e8; border-radius: 6px; padding: 0.5em;
      text-align: center; }
    .diagram svg { max-width: none; height: auto; }
    ol.steps li { margin: 0.35em 0; }
    ol.steps li.failed { color: #c62828; }
    details { margin: 0.6em 0; }
    summary { cursor: pointer; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 0.45em 0.8em; border-bottom: 1px solid #e5e5e5;
      vertical-align: top; }
    th { background: #f6f6f8; }
    .note { background: #fff8e1; border: 1px solid #f0d48a; border-radius: 6px;
      padding: 0.6em 1em; }

    """
}
