import Domain
import Input

/// Everything that can happen to the app, in one stream: input, terminal changes, time, and the
/// results of work the coordinator asked for (named in the past tense).
public enum AppEvent: Hashable, Sendable {
    case input(InputEvent)
    case resized(width: Int, height: Int)
    /// A clock tick for animations and timeouts.
    case tick
    /// The process was asked to end (SIGTERM, SIGHUP, or SIGINT from another process).
    case terminationRequested(signal: Int32)
    /// An action resolved outside the key map, such as a click on a region of the last frame.
    case action(Action)
    /// The process came back from suspension (`fg`).
    case resumed
    /// A result of chat work (stream, store, clipboard, editor).
    case chat(ChatEvent)
    /// The offline library's readiness changed.
    case libraryChanged(LibraryStatus)
    /// A result of History work.
    case history(HistoryEvent)
    /// A result of Settings work.
    case settings(SettingsEvent)
    /// A result of Welcome, sign-in or account work.
    case account(AccountEvent)
    /// A result of conversation sync.
    case sync(SyncEvent)
    /// A result of voice work (recorder, level, transcript).
    case voice(VoiceEvent)
    /// A result of fact-check work (completions, an image's text).
    case factCheck(FactCheckEvent)
}
