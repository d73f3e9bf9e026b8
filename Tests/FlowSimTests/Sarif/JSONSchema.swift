import Foundation

/// A parsed JSON document, for validating flowsim's outputs in tests.
indirect enum JSONDocument: Decodable, Equatable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONDocument])
  case object([String: JSONDocument])

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONDocument].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONDocument].self))
    }
  }

  static func parse(_ text: String) throws -> JSONDocument {
    try JSONDecoder().decode(JSONDocument.self, from: Data(text.utf8))
  }

  subscript(key: String) -> JSONDocument? {
    if case .object(let members) = self { return members[key] }
    return nil
  }
}

/// A JSON Schema validator for the keywords flowsim's schemas use: `type`,
/// `properties`, `required`, `items`, `enum`, `additionalProperties`, `minimum`,
/// `minItems`, `$ref` (to `#/$defs/NAME`). Other keywords are ignored.
struct JSONSchema {
  let root: JSONDocument

  /// Every violation, as "PATH: what is wrong"; empty when the document is valid.
  func validate(_ document: JSONDocument) -> [String] {
    var errors: [String] = []
    check(document, against: root, at: "$", errors: &errors)
    return errors
  }

  private func check(
    _ value: JSONDocument, against schema: JSONDocument, at path: String, errors: inout [String]
  ) {
    if case .string(let reference) = schema["$ref"] ?? .null {
      let name = String(reference.dropFirst("#/$defs/".count))
      guard let target = root["$defs"]?[name] else {
        errors.append("\(path): unknown $ref \(reference)")
        return
      }
      check(value, against: target, at: path, errors: &errors)
    }
    if let type = schema["type"] {
      let allowed: [String]
      switch type {
      case .string(let name): allowed = [name]
      case .array(let names):
        allowed = names.compactMap { if case .string(let n) = $0 { n } else { nil } }
      default: allowed = []
      }
      if !allowed.contains(where: { Self.matches(value, type: $0) }) {
        errors.append(
          "\(path): expected \(allowed.joined(separator: " or ")), found \(Self.typeName(value))")
        return
      }
    }
    if case .array(let options) = schema["enum"] ?? .null, !options.contains(value) {
      errors.append("\(path): \(value) is not one of the allowed values")
    }
    if let minimum = schema["minimum"], let number = Self.number(value),
      let low = Self.number(minimum), number < low
    {
      errors.append("\(path): \(number) is below the minimum \(low)")
    }
    if case .object(let members) = value {
      let properties: [String: JSONDocument]
      if case .object(let declared) = schema["properties"] ?? .null {
        properties = declared
      } else {
        properties = [:]
      }
      if case .array(let required) = schema["required"] ?? .null {
        for case .string(let name) in required where members[name] == nil {
          errors.append("\(path): missing required property '\(name)'")
        }
      }
      for name in members.keys.sorted() {
        let member = members[name]!
        if let propertySchema = properties[name] {
          check(member, against: propertySchema, at: "\(path).\(name)", errors: &errors)
        } else if let additional = schema["additionalProperties"] {
          if additional == .bool(false) {
            errors.append("\(path): unexpected property '\(name)'")
          } else if case .object = additional {
            check(member, against: additional, at: "\(path).\(name)", errors: &errors)
          }
        }
      }
    }
    if case .array(let items) = value {
      if case .integer(let minimum) = schema["minItems"] ?? .null, items.count < minimum {
        errors.append("\(path): fewer than \(minimum) items")
      }
      if let itemSchema = schema["items"] {
        for (index, item) in items.enumerated() {
          check(item, against: itemSchema, at: "\(path)[\(index)]", errors: &errors)
        }
      }
    }
  }

  static func matches(_ value: JSONDocument, type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("integer", .integer), ("number", .integer),
      ("number", .number), ("string", .string), ("array", .array), ("object", .object):
      true
    default: false
    }
  }

  static func typeName(_ value: JSONDocument) -> String {
    switch value {
    case .null: "null"
    case .bool: "boolean"
    case .integer: "integer"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  static func number(_ value: JSONDocument) -> Double? {
    switch value {
    case .integer(let n): Double(n)
    case .number(let n): n
    default: nil
    }
  }
}
