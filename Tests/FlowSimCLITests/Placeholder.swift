import Testing

@Suite struct CLIPlaceholder {}
