import FlowSim
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a terminal with editing, history and tab completion, on termios
/// alone: raw mode while a line is typed, the terminal restored after each line, on
/// a signal and when the editor goes away.
///
/// Keys: left/right, home/end, ctrl-a/e (start/end), ctrl-b/f (left/right), backspace,
/// delete, ctrl-d (delete, or end of input on an empty line), ctrl-u/k (cut to the
/// start/end), ctrl-w (cut a word), ctrl-c (drop the line), ctrl-l (clear the screen),
/// up/down and ctrl-p/n (history), alt-b/f (word left/right), tab (complete).
final class LineEditor {
  private var history: [String] = []
  private let input: Int32 = 0
  private let output: Int32 = 1

  /// Nil when standard input is not a terminal whose mode can be changed.
  init?() {
    // The saved mode is restored after each line, and on a signal (`Signals`).
    guard isatty(input) == 1, tcgetattr(input, TerminalRestore.saved) == 0 else { return nil }
  }

  deinit { TerminalRestore.restore() }

  /// What the user did at the prompt.
  enum Entry: Equatable {
    /// A line, the end of input (ctrl-d on an empty line), or a line too long to read
    /// (only when the terminal's mode cannot be changed and lines are read plainly).
    case line(InputLines.Line)
    /// Ctrl-c: the line was dropped.
    case cancelled
  }

  /// One line, the end of input (ctrl-d on an empty line), or a dropped line (ctrl-c).
  func readLine(prompt: String, complete: (String) -> [String]) -> Entry {
    var raw = TerminalRestore.saved.pointee
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { return fallback(prompt) }
    TerminalRestore.isRaw = 1
    defer { TerminalRestore.restore() }
    var line = EditLine(prompt: prompt, history: history)
    emit(line.render(columns: Terminal.columns()))
    while let key = readKey() {
      switch line.apply(key) {
      case .redraw:
        emit(line.render(columns: Terminal.columns()))
      case .complete:
        completeLine(&line, complete)
      case .clear:
        emit("\u{1B}[H\u{1B}[2J" + line.render(columns: Terminal.columns()))
      case .bell:
        emit("\u{07}")
      case .cancel:
        // On an empty line, ctrl-c is often meant to leave: say how.
        emit(line.buffer.isEmpty ? "^C (to leave, type 'quit' or press ctrl-d)\r\n" : "^C\r\n")
        return .cancelled
      case .done:
        emit("\r\n")
        let text = String(line.buffer)
        if !text.trimmingCharacters(in: .whitespaces).isEmpty, history.last != text {
          history.append(text)
        }
        return .line(.text(text))
      case .endOfInput:
        emit("\r\n")
        return .line(.end)
      }
    }
    emit("\r\n")
    return .line(.end)
  }

  /// Completes the text before the cursor (see `TabCompletion`).
  private func completeLine(_ line: inout EditLine, _ complete: (String) -> [String]) {
    let typed = line.typed
    switch TabCompletion.step(
      typed: typed, candidates: complete(typed), columns: Terminal.columns())
    {
    case .none:
      emit("\u{07}")
    case .replace(let text):
      line.replaceBeforeCursor(with: text)
      emit(line.render(columns: Terminal.columns()))
    case .list(let rows):
      emit("\r\n" + rows.map { $0 + "\r\n" }.joined() + line.render(columns: Terminal.columns()))
    }
  }

  /// The next key: a character, a control byte, or an escape sequence.
  private func readKey() -> EditLine.Key? {
    guard let byte = readByte() else { return nil }
    switch byte {
    case 0x1B:
      guard let next = readByte(timeout: 50) else { return .escape("") }
      if next != UInt8(ascii: "[") && next != UInt8(ascii: "O") {
        return .escape(String(UnicodeScalar(next)))
      }
      var sequence = ""
      while let part = readByte(timeout: 50) {
        sequence.unicodeScalars.append(UnicodeScalar(part))
        if (0x40...0x7E).contains(part) { break }
      }
      return .escape("[" + sequence)
    case 0x00..<0x20, 0x7F:
      return .control(byte)
    default:
      var bytes = [byte]
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      while bytes.count < length, let more = readByte(timeout: 50) { bytes.append(more) }
      return .text(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// One byte; nil at the end of input, or when `timeout` milliseconds pass first.
  private func readByte(timeout: Int32 = -1) -> UInt8? {
    if timeout >= 0 {
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, timeout) > 0 else { return nil }
    }
    var byte: UInt8 = 0
    while true {
      let count = read(input, &byte, 1)
      if count == 1 { return byte }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  private func emit(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        write(output, $0.baseAddress! + offset, $0.count - offset)
      }
      if written <= 0 {
        if written < 0 && errno == EINTR { continue }
        return
      }
      offset += written
    }
  }

  /// When raw mode cannot be set: the plain line reader (bounded, as from a pipe).
  private func fallback(_ prompt: String) -> Entry {
    emit(prompt)
    return .line(RunCommand.nextLine())
  }
}

/// The terminal's mode before raw mode, restored after each line and on a signal.
/// Global so that a signal handler (which cannot capture) can reach it.
enum TerminalRestore {
  nonisolated(unsafe) static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  /// 1 while raw mode is on.
  nonisolated(unsafe) static var isRaw: Int32 = 0

  static func restore() {
    if isRaw == 1 {
      tcsetattr(0, TCSANOW, saved)
      isRaw = 0
    }
  }
}
