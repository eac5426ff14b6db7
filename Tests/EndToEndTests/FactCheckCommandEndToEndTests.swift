import Foundation
import Library
import TestSupport
import Testing

/// `ask --fact-check` and plain mode's `/check`, the real binary on the fixture library.
extension EndToEnd {
    @Suite struct FactCheckCommandEndToEndTests {
        let library: LibraryChatEndToEndTests

        init() throws {
            library = try LibraryChatEndToEndTests()
            try library.installFixtureLibrary()
        }

        func run(_ args: [String], stdin: String? = nil) throws -> Shell.Result {
            try Shell.run(library.bin, ["--data-dir", library.dataDir] + args, environment: ["LANG": "C.UTF-8"], stdin: stdin)
        }

        @Test func jsonCarriesTheVerdictTheCanonicalTextAndTheDifference() throws {
            let r = try run(["ask", "--fact-check", "--format", "json", "قال رسول الله ﷺ: «خيركم من تعلم القرآن وعلمه للناس»"])
            #expect(r.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let check = try #require(object["fact_check"] as? [String: Any])
            #expect(check["verdict"] as? String == "altered")
            let claim = try #require((check["claims"] as? [[String: Any]])?.first)
            #expect((claim["reference"] as? [String: Any])?["collection"] as? String == "bukhari")
            #expect((claim["canonical"] as? String)?.contains("وَعَلَّمَهُ") == true)
            #expect((claim["difference_text"] as? String)?.contains("[+للناس]") == true)
            #expect((object["answer"] as? String)?.contains("VERDICT") == true)
        }

        @Test func textFromStandardInputInEnglish() throws {
            let r = try run(["ask", "--fact-check", "--lang", "en"], stdin: "قال تعالى: ﴿إنما الأعمال بالنيات﴾\n")
            #expect(r.status == 0)
            #expect(r.stdout.contains("⇄ Misattributed"))
            #expect(r.stdout.contains("Sahih al-Bukhari 1"))
        }

        @Test func theCloudSaysItIsNotThere() throws {
            let r = try run(["ask", "--server", "cloud", "--fact-check", "«إنما الأعمال بالنيات»"])
            #expect(r.status == 1)
            #expect(r.stderr.contains("E-CHAT-FACT-BACKEND"))
            #expect(r.stdout.isEmpty)
        }

        @Test func plainModeChecks() throws {
            let r = try run(["--plain", "--lang", "ar"], stdin: "/check «اطلبوا العلم ولو في الصين»\n/quit\n")
            #expect(r.stdout.contains("? غير موجود"))
        }

        @Test func plainModesCheckFollowsLang() throws {
            // An Arabic quotation, the verdict in the language /lang chose, before and after.
            let r = try run(["--plain", "--lang", "ar"],
                            stdin: "/check «إنما الأعمال بالنيات»\n/lang en\n/check «إنما الأعمال بالنيات»\n/quit\n")
            let halves = r.stdout.components(separatedBy: "Language")
            #expect(r.stdout.contains("✓ صحيح النص"))
            #expect(r.stdout.contains("✓ Authentic"))
            #expect(halves.count >= 2 && halves.last?.contains("✓ Authentic") == true)
        }
    }
}
