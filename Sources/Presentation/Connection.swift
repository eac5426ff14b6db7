/// Whether the current backend's server answers, as far as the app knows: the one state the
/// status line, Settings, Welcome and the chat's automatic resend read (ux.md §8, protocol.md §7.7).
/// It is learnt from Welcome's health check, from every send (a status line means online, a
/// connection failure offline) and from the reachability probe's answer.
public enum Connection: Hashable, Sendable {
    case online
    /// The health check did not reach the server, or a send failed for lack of a connection and
    /// the server has not answered since; questions sent now wait, marked not sent.
    case offline
}
