import CoordinatorTestSupport
import Domain
import Foundation
import Input
import Localization
import Presentation
import Testing

/// The fact-check flow through the coordinator: Alt+I asks for a path (Tab completes it, Enter
/// reads it as an effect), the review sheet edits the text, Check sends a fact-check question
/// that keeps its image, language and flag and goes to confirm-factcheck — on a regenerate too;
/// Esc never loses what was typed or pasted; a guest on the cloud gets the sign-in dialog.
@Suite struct FactCheckFlowTests {
    static func driver(_ language: Language = .en, backend: Backend = .library, draft: String = "") throws -> CoordinatorDriver {
        var state = AppState(language: language, backend: backend, width: 80, height: 24)
        state.chat.composer = TextBuffer(draft)
        var d = CoordinatorDriver(coordinator: Coordinator(state: state, localizer: try Localizer.bundled(language)))
        d.send(.factCheck(.offered))
        return d
    }

    static let image = MessageImage(data: Data([0x89, 0x50, 0x4E, 0x47]), name: "page.png", url: "https://x/img/1.png")

    static func reading(_ text: String = "إنما الأعمال بالنيات") -> FactCheckState.Reading {
        FactCheckState.Reading(text: text, language: "ar", confidence: 0.9, image: image, fileName: "page.png", fileBytes: 84_000)
    }

    @Test func notOfferedUntilTheLaunchHasLooked() throws {
        let state = AppState(language: .en, backend: .library, width: 80, height: 24)
        var d = CoordinatorDriver(coordinator: Coordinator(state: state, localizer: try Localizer.bundled(.en)))
        d.key(.alt("i"))
        #expect(d.state.factCheck.phase == .idle)
        #expect(!Coordinator.contexts(for: d.state).contains(.factCheck))
    }

    @Test func altIPathTabEnterReadsThenCheckSendsAFactCheck() throws {
        var d = try Self.driver(draft: "my draft")
        d.key(.alt("i"))
        #expect(Coordinator.contexts(for: d.state) == [.factCheckPath])
        d.type("~/Pic")
        #expect(d.press(.tab) == [.factCheck(.complete(typed: "~/Pic"))])
        d.send(.factCheck(.completions(typed: "~/Pic", matches: ["~/Pictures/"])))
        guard case .choosingImage(let p) = d.state.factCheck.phase else { Issue.record("no prompt"); return }
        #expect(p.field.text == "~/Pictures/")
        d.type("page.png")
        let read = d.press(.enter)
        #expect(read == [.factCheck(.read(id: 1, path: "~/Pictures/page.png", backend: .library, guest: true,
                                         languageHint: "en"))])
        #expect(d.state.factCheck.isReading)
        d.send(.factCheck(.read(id: 1, Self.reading())))
        #expect(Coordinator.contexts(for: d.state) == [.factCheckReview])
        // The composer's editing keys edit the sheet; the draft stays untouched.
        d.act(.edit(.lineEnd))
        d.type(" ونية")
        let effects = d.press(.enter)
        #expect(d.state.factCheck.phase == .idle)
        #expect(d.state.chat.composer.text == "my draft")
        let user = try #require(d.state.chat.messages.first?.message)
        #expect(user.content == "إنما الأعمال بالنيات ونية")
        #expect(user.isFactCheck && user.detectedLanguage == "ar" && user.image == Self.image)
        #expect(d.state.chat.conversation?.conversationType == .factCheck)
        let request = effects.compactMap { e -> ChatStreamRequest? in
            if case .chat(.startStream(let r)) = e { return r }
            return nil
        }.first
        #expect(request?.factCheck == FactCheckSend(imageURL: "https://x/img/1.png"))
        #expect(request?.question == "إنما الأعمال بالنيات ونية")
    }

    @Test func tabWithSeveralMatchesListsThemAndFillsTheCommonPart() throws {
        var d = try Self.driver()
        d.key(.alt("i"))
        d.type("/tmp/p")
        d.press(.tab)
        d.send(.factCheck(.completions(typed: "/tmp/p", matches: ["/tmp/page-1.png", "/tmp/page-2.png", "/tmp/pics/"])))
        guard case .choosingImage(let p) = d.state.factCheck.phase else { Issue.record("no prompt"); return }
        #expect(p.field.text == "/tmp/p")
        #expect(p.candidates == ["/tmp/page-1.png", "/tmp/page-2.png", "/tmp/pics/"])
        d.send(.factCheck(.completions(typed: "/tmp/p", matches: ["/tmp/page-1.png", "/tmp/page-2.png"])))
        guard case .choosingImage(let q) = d.state.factCheck.phase else { return }
        #expect(q.field.text == "/tmp/page-")
        // A late answer for another text changes nothing.
        d.send(.factCheck(.completions(typed: "/elsewhere", matches: ["/elsewhere/a.png"])))
        guard case .choosingImage(let r) = d.state.factCheck.phase else { return }
        #expect(r.field.text == "/tmp/page-")
    }

    @Test func aFailedReadReturnsToThePathWithTheProblem() throws {
        var d = try Self.driver()
        d.key(.alt("i"))
        d.type("/tmp/blank.png")
        d.press(.enter)
        d.send(.factCheck(.readFailed(id: 1, FactCheckProblem(code: "E-CHAT-OCR-NO-TEXT", key: "ocr.noTextFound"))))
        guard case .choosingImage(let p) = d.state.factCheck.phase else { Issue.record("no prompt"); return }
        #expect(p.field.text == "/tmp/blank.png" && p.problem?.code == "E-CHAT-OCR-NO-TEXT")
        d.type("x")
        guard case .choosingImage(let q) = d.state.factCheck.phase else { return }
        #expect(q.problem == nil)
    }

    @Test func escWhileReadingCancelsAndALateResultIsDropped() throws {
        var d = try Self.driver()
        d.key(.alt("i"))
        d.type("/tmp/a.png")
        d.press(.enter)
        #expect(d.press(.escape) == [.factCheck(.cancel(id: 1))])
        d.send(.factCheck(.read(id: 1, Self.reading())))
        guard case .choosingImage = d.state.factCheck.phase else { Issue.record("the late result was taken"); return }
    }

    @Test func aPastedImagePathOffersToReadItAndEscGivesItBack() throws {
        var d = try Self.driver()
        d.send(.input(.paste("'/home/u/My Photos/page 1.png'")))
        guard case .choosingImage(let p) = d.state.factCheck.phase else { Issue.record("not offered"); return }
        #expect(p.field.text == "'/home/u/My Photos/page 1.png'")
        d.press(.escape)
        #expect(d.state.factCheck.phase == .idle)
        #expect(d.state.chat.composer.text == "'/home/u/My Photos/page 1.png'")
        // Other text pastes as usual.
        var e = try Self.driver()
        e.send(.input(.paste("what is zakat?")))
        #expect(e.state.factCheck.phase == .idle && e.state.chat.composer.text == "what is zakat?")
    }

    @Test func checkAQuotationTakesTheComposersTextFromTheMenu() throws {
        var d = try Self.driver(draft: "«إنما الأعمال بالنيات»")
        d.act(.chatMenu)
        let titles = d.state.menu?.items.map(\.titleKey) ?? []
        #expect(titles.contains("menu.factCheckImage") && titles.contains("menu.factCheckText"))
        d.press(.escape)
        d.act(.factCheck(.openText(d.state.chat.composer.text)))
        guard case .reviewing(let r) = d.state.factCheck.phase else { Issue.record("no sheet"); return }
        #expect(r.text.text == "«إنما الأعمال بالنيات»" && r.language == "ar" && r.reading == nil)
        d.press(.escape)
        #expect(d.state.factCheck.phase == .idle && d.state.chat.composer.text == "«إنما الأعمال بالنيات»")
    }

    @Test func aGuestOnTheCloudIsAskedToSignInAndTheSheetStays() throws {
        var d = try Self.driver(backend: .cloud)
        d.key(.alt("k"))
        d.type("إنما الأعمال بالنيات")
        let effects = d.press(.enter)
        #expect(effects.isEmpty)
        #expect(d.state.dialog?.kind == .factCheckSignIn)
        guard case .reviewing(let r) = d.state.factCheck.phase else { Issue.record("sheet closed"); return }
        #expect(r.text.text == "إنما الأعمال بالنيات")
        #expect(d.state.chat.messages.isEmpty)
    }

    @Test func altKChecksWhatTheComposerHolds() throws {
        var d = try Self.driver()
        d.type("«إنما الأعمال بالنيات»")
        d.key(.alt("k"))
        guard case .reviewing(let r) = d.state.factCheck.phase else { Issue.record("no sheet"); return }
        #expect(r.text.text == "«إنما الأعمال بالنيات»")
    }

    @Test func aCheckSentFromTheComposerEmptiesIt() throws {
        var d = try Self.driver(draft: "«إنما الأعمال بالنيات»")
        d.key(.alt("k"))
        d.press(.enter)
        #expect(d.state.factCheck.phase == .idle)
        #expect(d.state.chat.messages.first?.message.isFactCheck == true)
        #expect(d.state.chat.composer.text.isEmpty)
        // Opened with other text, the draft stays: it was never sent.
        var e = try Self.driver(draft: "my draft")
        e.act(.factCheck(.openText("«الدين النصيحة»")))
        e.press(.enter)
        #expect(e.state.chat.messages.first?.message.isFactCheck == true)
        #expect(e.state.chat.composer.text == "my draft")
    }

    @Test func aGuestOnTheCloudStillReadsImagesThroughTheGuestEndpoint() throws {
        var d = try Self.driver(backend: .cloud)
        d.key(.alt("i"))
        d.type("/tmp/a.png")
        let read = d.press(.enter)
        #expect(read == [.factCheck(.read(id: 1, path: "/tmp/a.png", backend: .cloud, guest: true, languageHint: "en"))])
    }

    @Test func resendingAFactCheckChecksAgain() throws {
        var d = try Self.driver()
        d.key(.alt("k"))
        d.type("إنما الأعمال بالنيات")
        d.press(.enter)
        let user = try #require(d.state.chat.messages.first)
        // No connection: the question stays, not sent; Retry sends it to confirm-factcheck again.
        d.send(.chat(.sendFailed(turn: 1, SendFailure(error: .noConnection()))))
        #expect(d.state.chat.messages.first { $0.id == user.id }?.state == .notSent)
        let effects = d.act(.retry)
        let request = effects.compactMap { e -> ChatStreamRequest? in
            if case .chat(.startStream(let r)) = e { return r }
            return nil
        }.first
        #expect(request?.factCheck != nil)
    }

    @Test func aRefusedCheckGoesBackToTheSheetWithItsImage() throws {
        var d = try Self.driver(draft: "draft")
        d.key(.alt("i"))
        d.type("/tmp/a.png")
        d.press(.enter)
        d.send(.factCheck(.read(id: 1, Self.reading())))
        d.press(.enter)
        d.send(.chat(.sendFailed(turn: 1, SendFailure(error: .http(status: 500), status: 500))))
        guard case .reviewing(let r) = d.state.factCheck.phase else { Issue.record("not back in the sheet"); return }
        #expect(r.text.text == "إنما الأعمال بالنيات" && r.reading?.image == Self.image)
        #expect(d.state.chat.composer.text == "draft" && d.state.chat.messages.isEmpty)
        #expect(d.state.chat.banner?.retry == nil)
    }

    @Test func theDeepLinkReachesTheSameFlow() throws {
        #expect(DeepLink.parse("shamelagpt://factcheck?text=%D8%A5%D9%86%D9%85%D8%A7") == .factCheck(text: "إنما", image: nil))
        #expect(DeepLink.parse("shamelagpt://factcheck?image=/tmp/a.png") == .factCheck(text: nil, image: "/tmp/a.png"))
        var d = try Self.driver()
        d.act(.openDeepLink(.factCheck(text: "إنما الأعمال", image: nil)))
        guard case .reviewing(let r) = d.state.factCheck.phase else { Issue.record("no sheet"); return }
        #expect(r.text.text == "إنما الأعمال")
        var e = try Self.driver()
        let effects = e.act(.openDeepLink(.factCheck(text: nil, image: "/tmp/a.png")))
        #expect(effects == [.factCheck(.read(id: 1, path: "/tmp/a.png", backend: .library, guest: true, languageHint: "en"))])
    }

    @Test func imagePathGuess() {
        #expect(ImagePathGuess.isImagePath("/tmp/a.PNG"))
        #expect(ImagePathGuess.isImagePath("file:///tmp/a.jpg"))
        #expect(ImagePathGuess.isImagePath("~/Pictures/My\\ Page.jpeg\n"))
        #expect(!ImagePathGuess.isImagePath("look at /tmp/a.png"))
        #expect(!ImagePathGuess.isImagePath("/tmp/a.txt"))
        #expect(!ImagePathGuess.isImagePath("/tmp/a.png\n/tmp/b.png"))
    }
}
