// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "flowsim",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "FlowSim", targets: ["FlowSim"]),
    .executable(name: "flowsim", targets: ["flowsim"]),
  ],
  targets: [
    .target(name: "FlowSim"),
    .executableTarget(name: "flowsim", dependencies: ["FlowSim"]),
    .executableTarget(name: "flowsim-bench", dependencies: ["FlowSim"]),
    .executableTarget(name: "flowsim-fuzz", dependencies: ["FlowSim"]),
    .target(name: "FlowSimTestSupport", path: "Tests/Support"),
    .testTarget(
      name: "FlowSimTests", dependencies: ["FlowSim", "FlowSimTestSupport"],
      exclude: [
        "Workloads/Fixtures", "Import/Fixtures", "Session/Fixtures", "Render/Flows",
        "Render/Goldens", "Format/Cases", "Fuzz/Regressions", "Diff/Cases", "Sarif/Cases",
      ]),
    .testTarget(
      name: "FlowSimCLITests", dependencies: ["FlowSim", "FlowSimTestSupport"],
      exclude: ["Run", "Goldens"]),
  ]
)
