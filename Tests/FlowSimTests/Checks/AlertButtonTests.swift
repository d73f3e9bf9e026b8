import Testing

@testable import FlowSim

/// An alert's or action sheet's button whose action cannot apply once the tap has
/// closed it: the message names what closed (an alert, an action sheet), and for a
/// `sheet` says what `sheet` declares, since designers often mean a page sheet.
@Suite struct AlertButtonTests {
  static func diagnostics(_ text: String) throws -> [String] {
    let flow = try #require(loadFlow(text, path: "t.flow"))
    return Checker().check(flow).findings.filter { $0.id == "alert-button-does-nothing" }.map {
      ([$0.diagnostic.message] + $0.diagnostic.notes.map(\.message)).joined(separator: "\n")
    }
  }

  @Test func anActionSheetsButtonSaysActionSheetAndWhatSheetDeclares() throws {
    let text = """
      start Login
      screen Login terminal { tap "Forgot PIN" -> present Reset }
      sheet Reset { button "Cancel" -> dismiss }
      """
    #expect(
      try Self.diagnostics(text) == [
        """
        button "Cancel" closes the action sheet, then cannot do what it says: there is no modal to dismiss
        UIKit lets every action sheet button be tapped and always dismisses the action sheet; give this button an action that applies here, or no action
        'sheet' declares an action sheet (its buttons close it); a screen presented as a sheet is a 'screen', shown with 'present' and closed with 'dismiss'
        """
      ])
  }

  @Test func anAlertsButtonSaysAlert() throws {
    let text = """
      start Login
      screen Login terminal { tap "Forgot PIN" -> present Reset }
      alert Reset { button "Cancel" -> dismiss }
      """
    #expect(
      try Self.diagnostics(text) == [
        """
        button "Cancel" closes the alert, then cannot do what it says: there is no modal to dismiss
        UIKit lets every alert button be tapped and always dismisses the alert; give this button an action that applies here, or no action
        """
      ])
  }
}
