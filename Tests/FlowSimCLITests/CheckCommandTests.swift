import Foundation
import Testing

@Suite struct CheckCommandTests {
  @Test func versionAndHelp() throws {
    let version = try FlowsimBinary.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("flowsim "))
    let help = try FlowsimBinary.run(["help", "check"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: flowsim check"))
  }

  @Test func unknownCommandAndOptionSuggest() throws {
    let command = try FlowsimBinary.run(["chek", "flows"])
    #expect(command.status == 2)
    #expect(
      command.stderr
        == "flowsim: error: unknown command 'chek'; did you mean 'check'?\nsee 'flowsim --help'\n")
    let option = try FlowsimBinary.run(["check", "--stirct", "flows"])
    #expect(option.status == 2)
    #expect(
      option.stderr
        == "flowsim check: error: unknown option '--stirct'; did you mean '--strict'?\nsee 'flowsim help check'\n"
    )
  }

  @Test func missingFileIsAUsageError() throws {
    let result = try FlowsimBinary.run(["check", "no/such.flow"])
    #expect(result.status == 2)
    #expect(
      result.stderr == "flowsim check: error: cannot read 'no/such.flow': no such file or folder\n")
  }
}
