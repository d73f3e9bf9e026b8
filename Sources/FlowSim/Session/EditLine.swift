/// The line being typed at a terminal and the cursor in it: what each key does, and
/// how the line is drawn. Pure, so tests drive it key by key; the stepper's terminal
/// front end (`Sources/flowsim/LineEditor.swift`) reads the keys and writes the
/// drawing.
public struct EditLine: Sendable {
  /// A key as read from the terminal.
  public enum Key: Sendable, Equatable {
    case text(String)
    /// A control byte (0x00–0x1F, or 0x7F for backspace).
    case control(UInt8)
    /// What followed ESC: `[A` (up), `[3~` (delete), `b` (alt-b), or nothing.
    case escape(String)
  }

  /// What the editor must do after a key.
  public enum Effect: Sendable, Equatable {
    case redraw, complete, clear, bell, cancel, done, endOfInput
  }

  public let prompt: String
  public private(set) var buffer: [Character] = []
  public private(set) var cursor = 0
  private let history: [String]
  /// Which history line is shown; `history.count` is the line being typed.
  private var position: Int
  /// The line being typed, kept while history is browsed.
  private var draft: [Character] = []

  public init(prompt: String, history: [String]) {
    self.prompt = prompt
    self.history = history
    position = history.count
  }

  public mutating func apply(_ key: Key) -> Effect {
    switch key {
    case .text(let text):
      let characters = Array(text.filter { !$0.isNewline })
      buffer.insert(contentsOf: characters, at: cursor)
      cursor += characters.count
    case .control(let byte):
      return control(byte)
    case .escape(let sequence):
      switch sequence {
      case "[A": recall(-1)
      case "[B": recall(1)
      case "[C": cursor = min(buffer.count, cursor + 1)
      case "[D": cursor = max(0, cursor - 1)
      case "[H", "[1~", "[7~": cursor = 0
      case "[F", "[4~", "[8~": cursor = buffer.count
      case "[3~": if cursor < buffer.count { buffer.remove(at: cursor) }
      case "b": cursor = wordStart()
      case "f": cursor = wordEnd()
      default: return .bell
      }
    }
    return .redraw
  }

  private mutating func control(_ byte: UInt8) -> Effect {
    switch byte {
    case 0x01: cursor = 0
    case 0x02: cursor = max(0, cursor - 1)
    case 0x03: return .cancel
    case 0x04:
      if buffer.isEmpty { return .endOfInput }
      if cursor < buffer.count { buffer.remove(at: cursor) }
    case 0x05: cursor = buffer.count
    case 0x06: cursor = min(buffer.count, cursor + 1)
    case 0x08, 0x7F:
      guard cursor > 0 else { return .bell }
      buffer.remove(at: cursor - 1)
      cursor -= 1
    case 0x09: return .complete
    case 0x0A, 0x0D: return .done
    case 0x0B: buffer.removeSubrange(cursor...)
    case 0x0C: return .clear
    case 0x0E: recall(1)
    case 0x10: recall(-1)
    case 0x15:
      buffer.removeSubrange(..<cursor)
      cursor = 0
    case 0x17:
      let start = wordStart()
      buffer.removeSubrange(start..<cursor)
      cursor = start
    default: return .bell
    }
    return .redraw
  }

  /// Shows the previous (-1) or next (+1) history line.
  private mutating func recall(_ step: Int) {
    let target = position + step
    guard target >= 0, target <= history.count else { return }
    if position == history.count { draft = buffer }
    position = target
    buffer = target == history.count ? draft : Array(history[target])
    cursor = buffer.count
  }

  private func wordStart() -> Int {
    var index = cursor
    while index > 0 && buffer[index - 1] == " " { index -= 1 }
    while index > 0 && buffer[index - 1] != " " { index -= 1 }
    return index
  }

  private func wordEnd() -> Int {
    var index = cursor
    while index < buffer.count && buffer[index] == " " { index += 1 }
    while index < buffer.count && buffer[index] != " " { index += 1 }
    return index
  }

  /// The text before the cursor: what tab completes.
  public var typed: String { String(buffer[..<cursor]) }

  /// Replaces the text before the cursor (with a completion).
  public mutating func replaceBeforeCursor(with text: String) {
    buffer.replaceSubrange(..<cursor, with: Array(text))
    cursor = text.count
  }

  /// Redraws the prompt and the line, scrolled sideways so the cursor stays in view
  /// when the line is wider than the terminal.
  public func render(columns: Int) -> String {
    let room = max(8, columns - prompt.count - 1)
    let start = max(0, cursor - room)
    let end = min(buffer.count, start + room)
    var text = "\r" + prompt + String(buffer[start..<end]) + "\u{1B}[K"
    if end > cursor { text += "\u{1B}[\(end - cursor)D" }
    return text
  }
}
