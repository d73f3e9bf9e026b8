// Every file of this test target sees the shared test helpers (Golden).
@_exported import FlowSimTestSupport
