import Testing
@testable import Library

/// A well-known text's Arabic must name it, not its topic's commonest word: «الذهب» alone made
/// every passage with gold in it (the trade in gold for gold) a full answer to "Can men wear
/// gold rings?".
@Suite struct KnownTextWordsTests {
    @Test func goldForMenIsTheGoldRingNotEveryMentionOfGold() throws {
        let passages = [
            Passage(collection: .muslim, book: 22, inBook: 1, number: 4063,
                    text: "حدثنا قتيبة عن عبادة بن الصامت قال قال رسول الله صلى الله عليه وسلم "
                        + "الذهب بالذهب والفضة بالفضة مثلا بمثل",
                    key: "muslim:4063"),
            Passage(collection: .muslim, book: 37, inBook: 2, number: 5470,
                    text: "حدثنا يحيى عن ابن عمر عن النبي صلى الله عليه وسلم أنه نهى عن خاتم الذهب", key: "muslim:5470"),
        ]
        let retriever = Retriever(index: try TinyIndex.build("gold-for-men", passages))
        let keys = try retriever.answer("Can men wear gold rings?").passages.map(\.hit.passage.key)
        #expect(keys.first == "muslim:5470", "\(keys)")
        #expect(!keys.contains("muslim:4063"), "\(keys)")
    }
}
