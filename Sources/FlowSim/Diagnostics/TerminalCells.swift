/// How many terminal cells a character takes, so that a caret line lines up under
/// wide characters (CJK, emoji: two cells) and ignores combining marks and joiners
/// (none). Columns in locations still count Unicode scalars; only drawing uses this.
enum TerminalCells {
  /// A character as the user sees it (one grapheme cluster: a ZWJ family, a flag, an
  /// emoji with a skin tone or a variation selector): as wide as its widest scalar,
  /// and two cells when it asks for emoji presentation (U+FE0F).
  static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return min(2, scalars.map(width(of:)).max() ?? 0)
  }

  static func width(of scalar: Unicode.Scalar) -> Int {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if properties.isEmojiPresentation { return 2 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
