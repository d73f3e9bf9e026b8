import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses a storyboard's bytes into a tree of elements with their source ranges.
///
/// External entities are not resolved and a document type declaration is refused
/// before parsing starts, so no DTD is loaded and no entity can expand. Malformed input
/// gives one error diagnostic at the parser's line and column; it never traps.
enum XMLDocumentReader {
  /// The largest storyboard accepted, in bytes.
  static let maximumFileSize = 32 * 1024 * 1024
  /// The deepest element nesting accepted (real storyboards stay under 40).
  static let maximumDepth = 256

  /// The document's root element, or the error that stopped parsing.
  static func read(_ file: SourceFile) -> Result<XMLTreeElement, DiagnosticError> {
    if file.bytes.count > maximumFileSize {
      return .failure(
        DiagnosticError(
          .error(
            "import-file-too-large",
            "the file is larger than \(maximumFileSize / 1024 / 1024) MiB",
            at: SourceRange(file: file, start: 0, end: 0))))
    }
    if let encoding = XMLInputGuard.foreignEncoding(file.bytes) {
      // Read in another encoding, the bytes would hide a document type declaration
      // from the scan below; Xcode writes UTF-8 only.
      return .failure(
        DiagnosticError(
          .error(
            "import-encoding",
            "the file is in \(encoding), not UTF-8: a storyboard is UTF-8 (Xcode writes no other encoding)",
            at: SourceRange(file: SourceFile(path: file.path, bytes: []), start: 0, end: 0))))
    }
    if let tag = XMLInputGuard.tagWithTooManyAttributes(file.bytes) {
      return .failure(
        DiagnosticError(
          .error(
            "import-too-many-attributes",
            "an element has more than \(Counting.grouped(XMLInputGuard.maximumAttributes)) attributes (a storyboard's have fewer than 30)",
            at: SourceRange(file: file, start: tag.start, end: tag.nameEnd))))
    }
    if let doctype = XMLTagScanner.doctypeOffset(in: file.bytes) {
      return .failure(
        DiagnosticError(
          .error(
            "import-doctype", "a storyboard has no document type declaration",
            at: SourceRange(file: file, start: doctype, end: doctype + 9))))
    }
    let builder = TreeBuilder(file: file)
    // Fed from a stream, the parser takes the file in chunks: handed all of it at
    // once, libxml2 refused a file over 10,000,000 bytes (its limit on one input
    // without XML_PARSE_HUGE, which FoundationXML cannot set).
    let parser = XMLParser(stream: InputStream(data: Data(file.bytes)))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    parser.delegate = builder
    _ = parser.parse()
    if let error = builder.error { return .failure(DiagnosticError(error)) }
    guard let root = builder.root else {
      return .failure(
        DiagnosticError(
          .error(
            "import-malformed-xml", "malformed XML: the file holds no XML element",
            at: SourceRange(file: file, start: 0, end: 0))))
    }
    return .success(root)
  }
}

/// A diagnostic carried as an error value.
struct DiagnosticError: Error, Sendable {
  var diagnostic: Diagnostic

  init(_ diagnostic: Diagnostic) {
    self.diagnostic = diagnostic
  }
}

/// The parser's delegate: builds the tree and keeps the first error.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  let file: SourceFile
  private var scanner: XMLTagScanner
  private var stack: [XMLTreeElement] = []
  private(set) var root: XMLTreeElement?
  private(set) var error: Diagnostic?

  init(file: SourceFile) {
    self.file = file
    self.scanner = XMLTagScanner(bytes: file.bytes)
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard error == nil else { return }
    let range = startTagRange(named: qName ?? elementName, parser)
    if stack.count >= XMLDocumentReader.maximumDepth {
      error = .error(
        "import-too-deep", "elements are nested more than \(XMLDocumentReader.maximumDepth) deep",
        at: range)
      parser.abortParsing()
      return
    }
    stack.append(XMLTreeElement(name: elementName, attributes: attributeDict, range: range))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard error == nil, let element = stack.popLast() else { return }
    if stack.isEmpty {
      if root == nil { root = element }
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  // Any declaration of a document type is refused where the parser meets it,
  // whatever bytes spelled it: no entity a DTD declares may expand.
  func parser(
    _ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?
  ) { refuseDeclaration(parser) }

  func parser(
    _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String,
    publicID: String?, systemID: String?
  ) { refuseDeclaration(parser) }

  func parser(
    _ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String
  ) { refuseDeclaration(parser) }

  func parser(
    _ parser: XMLParser, foundAttributeDeclarationWithName attributeName: String,
    forElement elementName: String, type: String?, defaultValue: String?
  ) { refuseDeclaration(parser) }

  func parser(
    _ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?,
    systemID: String?
  ) { refuseDeclaration(parser) }

  func parser(
    _ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String,
    publicID: String?, systemID: String?, notationName: String?
  ) { refuseDeclaration(parser) }

  private func refuseDeclaration(_ parser: XMLParser) {
    guard error == nil else { return }
    fail("import-doctype", "a storyboard has no document type declaration", parser)
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard error == nil else { return }
    let code = (parseError as NSError).code
    if code == 76, let open = stack.last, let tag = endTag(before: parser) {
      let name = String(decoding: file.bytes[(tag.start + 2)..<tag.nameEnd], as: UTF8.self)
      error = .error(
        "import-malformed-xml",
        "malformed XML: end tag '\(name)' does not match start tag '\(open.name)' on line \(open.range.location.line)",
        at: SourceRange(file: file, start: tag.start, end: tag.nameEnd))
      parser.abortParsing()
      return
    }
    if [5, 77, 85].contains(code), let open = stack.last {
      // The file ended with elements still open (a truncated storyboard): libxml2
      // may call it extra content; name the element left open instead.
      error = .error(
        "import-malformed-xml",
        "malformed XML: element '\(open.name)' is never closed: the file ends too early",
        at: open.range)
      parser.abortParsing()
      return
    }
    fail("import-malformed-xml", "malformed XML: \(XMLErrorMessages.describe(code: code))", parser)
  }

  /// The last end tag (`</name`) that starts before the parser's position.
  private func endTag(before parser: XMLParser) -> (start: Int, nameEnd: Int)? {
    var index = min(offset(line: parser.lineNumber, column: parser.columnNumber), file.bytes.count)
    while index > 0 {
      index -= 1
      guard file.bytes[index] == UInt8(ascii: "<"), index + 2 < file.bytes.count,
        file.bytes[index + 1] == UInt8(ascii: "/")
      else { continue }
      var end = index + 2
      while end < file.bytes.count, file.bytes[end] != UInt8(ascii: ">"),
        file.bytes[end] > UInt8(ascii: " ")
      {
        end += 1
      }
      return end > index + 2 ? (index, end) : nil
    }
    return nil
  }

  private func fail(_ id: String, _ message: String, _ parser: XMLParser) {
    let offset = offset(line: parser.lineNumber, column: parser.columnNumber)
    error = .error(id, message, at: SourceRange(file: file, start: offset, end: offset))
    parser.abortParsing()
  }

  /// The `<name` of the element just reported: the next start tag in the bytes, or,
  /// should that not match, the parser's own position.
  private func startTagRange(named name: String, _ parser: XMLParser) -> SourceRange {
    if let tag = scanner.nextStartTag() {
      let found = file.bytes[(tag.start + 1)..<tag.nameEnd]
      if found.elementsEqual(name.utf8) {
        return SourceRange(file: file, start: tag.start, end: tag.nameEnd)
      }
    }
    let offset = offset(line: parser.lineNumber, column: parser.columnNumber)
    return SourceRange(file: file, start: offset, end: offset)
  }

  /// The byte offset of a 1-based line and a 1-based column counted in characters,
  /// clamped to that line.
  private func offset(line: Int, column: Int) -> Int {
    guard line >= 1 else { return 0 }
    guard line <= file.lineStarts.count else { return file.bytes.count }
    var index = file.lineStarts[line - 1]
    let lineEnd = line < file.lineStarts.count ? file.lineStarts[line] - 1 : file.bytes.count
    var remaining = column - 1
    while remaining > 0, index < lineEnd {
      index += 1
      while index < lineEnd, file.bytes[index] & 0xC0 == 0x80 { index += 1 }
      remaining -= 1
    }
    return index
  }
}
