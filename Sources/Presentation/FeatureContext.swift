/// What a feature's reducer reads besides its own state: the app as it is (read-only; the
/// reducer returns what it wants changed) and its screen's geometry as last drawn.
public struct FeatureContext<Metrics: Sendable>: Sendable {
    public var app: AppState
    public var metrics: Metrics?

    public init(app: AppState, metrics: Metrics?) {
        self.app = app
        self.metrics = metrics
    }
}
