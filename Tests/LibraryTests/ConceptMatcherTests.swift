import Domain
import Testing
@testable import Library

/// A prophet's name in a chain or a narrator's note is not the prophet.
@Suite struct ConceptMatcherTests {
    func positions(_ name: String, in text: String) -> [Int] {
        let matcher = ConceptMatcher(Concept(label: name, forms: [name, "و" + name]))
        return matcher.positions(in: ArabicNormalizer.tokens(text).map { WordHash.of($0) })
    }

    @Test func aProphetsNameBesideIbnIsANarrator() {
        // Bukhari 6016's note after the saying names Shu'ayb ibn Ishaq and Asad ibn Musa.
        #expect(positions("شعيب", in: "تابعه شبابة وأسد بن موسى وشعيب بن إسحاق").isEmpty)
        #expect(positions("موسي", in: "تابعه شبابة وأسد بن موسى وشعيب بن إسحاق").isEmpty)
        // The prophets themselves, with their fathers or with another prophet.
        #expect(positions("داود", in: "قال سليمان بن داود لأطوفن الليلة") == [3])
        #expect(positions("عيسي", in: "ينزل عيسى ابن مريم حكما") == [1])
        #expect(positions("موسي", in: "قال موسى لقومه") == [1])
        // «ابن آدم» is a human being.
        #expect(positions("ادم", in: "كل ابن آدم خطاء") == [2])
    }
}
