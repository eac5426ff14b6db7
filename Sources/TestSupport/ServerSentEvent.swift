/// One server-sent event of the chat stream as a stub server sends it: `data: {"type":…,…}`
/// and the blank line that ends it. `json` is the rest of the object's members.
public func sse(_ type: String, _ json: String) -> String { "data: {\"type\":\"\(type)\",\(json)}\n\n" }
