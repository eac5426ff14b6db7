import Foundation

/// The English lexicon: built beside the index from the system's English–Arabic dictionary, when
/// Debian's `dict-freedict-eng-ara` is installed. Optional like the model: without it English
/// questions rely on the glossary and semantic search alone.
extension LibraryInstaller {
    public var lexiconURL: URL { directory.appendingPathComponent(EnglishLexicon.fileName) }

    /// Builds the lexicon when it is missing (or always, with `force`). Never throws.
    func installLexicon(force: Bool, report: (Step) -> Void) {
        if !force, let existing = EnglishLexicon.load(from: lexiconURL) {
            report(.lexiconInstalled(words: existing.count))
            return
        }
        do {
            guard let index = installedIndex() else { throw LibraryError.notInstalled(indexURL.path) }
            let dictionary = try EnglishLexiconBuilder.readDictionary(in: dictionaryDirectory, path: searchPath)
            let words = try EnglishLexiconBuilder.write(dictionary, vocabulary: try index.matnVocabulary(), to: lexiconURL)
            report(.lexiconInstalled(words: words))
        } catch let error as LibraryError {
            report(.lexiconUnavailable(error))
        } catch {
            report(.lexiconUnavailable(.extractFailed("\(error)")))
        }
    }
}
