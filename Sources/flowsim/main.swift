import FlowSim

// The command-line front end is being built (issue 2); see ARCHITECTURE.md.
print("flowsim: under construction")
