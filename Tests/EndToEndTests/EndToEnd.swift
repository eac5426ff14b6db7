import Testing

/// Every end-to-end suite nests in this one, so they run one test at a time. Each test blocks
/// its thread while it polls tmux; several suites in parallel would hold the cooperative pool
/// (two threads on a two-core machine) and starve the async tests of other modules.
@Suite(.serialized) enum EndToEnd {}
