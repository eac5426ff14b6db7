/// The product version printed by `--version` and sent in the User-Agent.
public enum AppVersion {
    public static let string = "1.0.0"
}
