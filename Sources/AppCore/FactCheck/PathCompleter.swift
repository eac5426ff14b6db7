import Foundation

/// Tab in the image path prompt: the directories and image files the typed path could
/// continue with, each written as the user would type it (a leading `~` is kept).
package enum PathCompleter {
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "bmp", "tif", "tiff", "webp", "pnm", "pgm",
                                               "ppm"]

    static func matches(_ typed: String, home: String = NSHomeDirectory(),
                        current: String = FileManager.default.currentDirectoryPath) -> [String] {
        let slash = typed.lastIndex(of: "/")
        let typedDirectory = slash.map { String(typed[...$0]) } ?? ""
        let prefix = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        var directory = typedDirectory
        if directory == "~/" || directory.hasPrefix("~/") { directory = home + directory.dropFirst() }
        if typed == "~" { return [typed + "/"] }
        if directory.isEmpty { directory = current }
        else if !directory.hasPrefix("/") { directory = current + "/" + directory }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var out: [String] = []
        for name in names where name.hasPrefix(prefix) {
            // Hidden entries only when the user typed the dot.
            if name.hasPrefix("."), !prefix.hasPrefix(".") { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                out.append(typedDirectory + name + "/")
            } else if imageExtensions.contains((name as NSString).pathExtension.lowercased()) {
                out.append(typedDirectory + name)
            }
        }
        return out.sorted()
    }
}
