import Domain
import Foundation
import Localization
import Presentation
import Testing
import TextLayout
import Views

/// The fact-check flow's screens in both languages at the reference sizes: the path prompt
/// with Tab's matches, the prompt with an OCR error and its code, the reading spinner, the
/// review sheet of an image's text and of typed text, the sign-in dialog, and a checked
/// question with its verdict in the transcript.
@Suite struct FactCheckSnapshotTests {
    static func base(_ language: Language, width: Int, height: Int) -> AppState {
        var state = AppState(language: language, backend: .library, width: width, height: height)
        state.factCheck.offered = true
        return state
    }

    static func prompt(_ language: Language, width: Int, height: Int) -> AppState {
        var state = base(language, width: width, height: height)
        var p = FactCheckState.PathPrompt(field: TextBuffer("~/Pictures/page-"))
        p.candidates = ["~/Pictures/page-1.png", "~/Pictures/page-2.jpg", "~/Pictures/page-scans/"]
        state.factCheck.phase = .choosingImage(p)
        return state
    }

    static func review(_ language: Language, width: Int, height: Int) -> AppState {
        var state = base(language, width: width, height: height)
        let reading = FactCheckState.Reading(
            text: "قال رسول الله ﷺ: «إنما الأعمال بالنيات، وإنما لكل امرئ ما نوى»", language: "ar", confidence: 0.91,
            image: MessageImage(data: Data(count: 84_000), name: "hadith.png"), fileName: "hadith.png", fileBytes: 312_000)
        state.factCheck.phase = .reviewing(FactCheckState.Review(text: TextBuffer(reading.text), reading: reading))
        return state
    }

    @Test(arguments: [Language.en, .ar])
    func thePathPromptWithTabsMatches(language: Language) throws {
        let l = try Localizer.bundled(language)
        ChatScenes.verifyAtReferenceSizes("factcheck-prompt-\(language.rawValue)", localizer: l) { w, h in
            Self.prompt(language, width: w, height: h)
        }
    }

    @Test(arguments: [Language.en, .ar])
    func thePromptSaysWhyTheImageGaveNoText(language: Language) throws {
        let l = try Localizer.bundled(language)
        let scene = { (w: Int, h: Int) -> AppState in
            var state = Self.base(language, width: w, height: h)
            var p = FactCheckState.PathPrompt(field: TextBuffer("/tmp/scan.png"))
            p.problem = FactCheckProblem(code: "E-CHAT-OCR-LANGUAGE-MISSING", key: "ocr.languageMissing",
                                         args: ["tesseract-ocr-ara"])
            state.factCheck.phase = .choosingImage(p)
            return state
        }
        ChatScenes.verifyAtReferenceSizes("factcheck-prompt-error-\(language.rawValue)", localizer: l, scene)
        let dump = ChatScenes.render(scene(80, 24), localizer: l).grid.textDump()
        #expect(dump.contains("E-CHAT-OCR-LANGUAGE-MISSING") && dump.contains("tesseract-ocr-ara"))
    }

    @Test(arguments: [Language.en, .ar])
    func theReviewSheetOfAnImagesText(language: Language) throws {
        let l = try Localizer.bundled(language)
        ChatScenes.verifyAtReferenceSizes("factcheck-review-\(language.rawValue)", localizer: l) { w, h in
            Self.review(language, width: w, height: h)
        }
        let dump = ChatScenes.render(Self.review(language, width: 80, height: 24), localizer: l).grid.textDump()
        #expect(dump.contains("hadith.png"))
    }

    @Test(arguments: [Language.en, .ar])
    func theSheetForTypedTextAndTheReadingSpinner(language: Language) throws {
        let l = try Localizer.bundled(language)
        ChatScenes.verifyAtReferenceSizes("factcheck-typed-\(language.rawValue)", localizer: l) { w, h in
            var state = Self.base(language, width: w, height: h)
            state.factCheck.phase = .reviewing(FactCheckState.Review(text: TextBuffer()))
            return state
        }
        ChatScenes.verifyAtReferenceSizes("factcheck-reading-\(language.rawValue)", localizer: l) { w, h in
            var state = Self.base(language, width: w, height: h)
            state.reduceMotion = true
            state.factCheck.phase = .reading(id: 1, path: "/home/user/scan.png", since: 0)
            return state
        }
    }

    @Test(arguments: [Language.en, .ar])
    func theSignInDialogForGuestsOnTheCloud(language: Language) throws {
        let l = try Localizer.bundled(language)
        ChatScenes.verifyAtReferenceSizes("factcheck-signin-\(language.rawValue)", localizer: l) { w, h in
            var state = Self.review(language, width: w, height: h)
            state.backend = .cloud
            state.dialog = DialogState(kind: .factCheckSignIn)
            return state
        }
    }

    @Test func sizesReadAsPeopleSayThem() throws {
        let en = try Localizer.bundled(.en)
        #expect(FactCheckViewSizes.text(900, localizer: en) == "900 B")
        #expect(FactCheckViewSizes.text(84_000, localizer: en) == "82 KB")
        #expect(FactCheckViewSizes.text(3_400_000, localizer: en) == "3.2 MB")
    }
}
