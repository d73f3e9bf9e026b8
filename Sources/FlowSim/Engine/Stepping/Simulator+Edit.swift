/// Editing a configuration by hand: what the stepper's `set VAR = VALUE` uses to
/// explore a situation the flow would reach some other way.
extension Simulator {
  /// `configuration` with `variable` set to `value`, everything else unchanged; nil
  /// when there is no such variable or the value lies outside its domain.
  public func setting(_ variable: VariableID, to value: Int, in configuration: Configuration)
    -> Configuration?
  {
    guard flow.variables.indices.contains(variable.index),
      flow.variables[variable].domain.bounds.contains(value),
      configuration.bytes.count >= semantics.layout.variableBytes
    else { return nil }
    var bytes = configuration.bytes
    bytes.withUnsafeMutableBufferPointer { buffer in
      semantics.layout.write(value, variable: variable.index, to: buffer.baseAddress!)
    }
    return Configuration(bytes: bytes)
  }
}
