/// Plain-words explanations of the XML parser's error codes, for diagnostics.
///
/// The codes are libxml2's (`xmlParserErrors`), which `XMLParser` reports unchanged
/// on every platform; the parser's own descriptions only repeat the number.
enum XMLErrorMessages {
  /// What went wrong, e.g. `end tag does not match the start tag`.
  static func describe(code: Int) -> String {
    switch code {
    case 3, 4: "the file holds no XML element"
    case 5, 86: "extra content after the document's end"
    case 6, 7, 8: "invalid character reference"
    case 9: "invalid character"
    case 23: "entity reference is missing its ';'"
    case 26, 27: "undefined entity"
    case 31, 32, 79, 81: "unsupported or invalid text encoding"
    case 33, 39, 43: "attribute value must be quoted"
    case 34, 40, 44: "attribute value is not closed"
    case 38: "'<' is not allowed in an attribute value"
    case 41, 84: "attribute has no value"
    case 42: "attribute given twice"
    case 45: "comment is not closed"
    case 47, 57: "declaration is not closed"
    case 63: "CDATA section is not closed"
    case 64: "reserved name 'xml'"
    case 65, 66: "missing space between attributes"
    case 68: "element or attribute name expected"
    case 73: "expected '>' to end the tag"
    case 74: "expected '</' to close an element"
    case 75: "expected '=' after an attribute name"
    case 76: "end tag does not match the start tag"
    case 77, 85: "element is not closed: the file ends too early"
    case 80: "'--' is not allowed inside a comment"
    case 1: "the parser stopped: a limit was exceeded (attribute or text too long)"
    default: "the XML parser reported error \(code)"
    }
  }
}
