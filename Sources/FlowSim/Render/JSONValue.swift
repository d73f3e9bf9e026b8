/// A JSON document with object keys in the order they were given, so output is
/// byte-for-byte deterministic (Foundation's encoders do not promise key order
/// across platforms).
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  /// Serialized with two-space indentation and a final newline when `pretty`.
  public func serialized(pretty: Bool = true) -> String {
    var out = ""
    write(to: &out, indent: pretty ? 0 : -1)
    return pretty ? out + "\n" : out
  }

  private func write(to out: inout String, indent: Int) {
    let pretty = indent >= 0
    let pad = pretty ? String(repeating: "  ", count: indent + 1) : ""
    let close = pretty ? String(repeating: "  ", count: indent) : ""
    let newline = pretty ? "\n" : ""
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value): out += String(value)
    case .double(let value):
      out += value.isFinite ? String(format3(value)) : "null"
    case .string(let value): out += JSONValue.quote(value)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "[" + newline
      for (index, item) in items.enumerated() {
        out += pad
        item.write(to: &out, indent: pretty ? indent + 1 : -1)
        out += (index + 1 < items.count ? "," : "") + newline
      }
      out += close + "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{" + newline
      for (index, (key, value)) in members.enumerated() {
        out += pad + JSONValue.quote(key) + (pretty ? ": " : ":")
        value.write(to: &out, indent: pretty ? indent + 1 : -1)
        out += (index + 1 < members.count ? "," : "") + newline
      }
      out += close + "}"
    }
  }

  private func format3(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  public static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
