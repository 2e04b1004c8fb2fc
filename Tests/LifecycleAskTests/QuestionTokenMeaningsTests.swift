import LifecycleModel
import Testing

@testable import LifecycleAsk

/// A token keeps each meaning of its forms apart — word forms, member key, spoken class names,
/// joined words — and each reader takes only the meanings it needs.
@Suite struct QuestionTokenMeaningsTests {
    let tokenizer = QuestionTokenizer(catalog: FixtureKnowledge.catalog)

    @Test func eachSpellingFillsItsOwnMeaning() {
        let words = tokenizer.tokens(of: "a view appears")
        #expect(words[2].wordForms.contains("appear"))
        #expect(words.allSatisfy { $0.memberKey == nil && $0.spokenClassNames.isEmpty && $0.joinedWords.isEmpty })

        let mention = tokenizer.tokens(of: "self.view.addSubview(x)").first { !$0.records.isEmpty && $0.text.hasPrefix("self.view.add") }
        #expect(mention?.memberKey == "addsubview")
        #expect(mention?.wordForms == [])

        let named = tokenizer.tokens(of: "UIViewController and TTViewController")
        #expect(named[0].className == "UIViewController")
        #expect(named[0].spokenClassNames == ["viewcontroller"])
        #expect(named[2].spokenClassNames == ["viewcontroller"])
        #expect(!named[2].wordForms.contains("viewcontroller"))

        let hyphenated = tokenizer.tokens(of: "full-screen")
        #expect(hyphenated[0].joinedWords == ["fullscreen"])
        #expect(!hyphenated[0].wordForms.contains("fullscreen"))
    }

    @Test func aMentionSpelledAsAnEnglishWordIsMetByItsWordForms() {
        let dismiss = tokenizer.tokens(of: "dismiss")[0]
        #expect(dismiss.spelling == .word)
        #expect(dismiss.memberKey == nil)
        #expect(dismiss.wordForms.first == "dismiss")
    }

    @Test func phrasesMeetEveryMeaningButClassHintsOnlyWordsAndSpokenNames() {
        let token = tokenizer.tokens(of: "UIView")[0]
        #expect(token.hasForm { $0 == "view" })
        var seen: [String] = []
        token.forEachForm { seen.append($0) }
        #expect(seen.contains("uiview") && seen.contains("view"))
        // A joined word is not a class's spoken name: "sub-view" does not point at UIView… but its
        // words do, so compare with a joined word alone.
        let hints = ClassHints(catalog: FixtureKnowledge.catalog)
        var joined = QuestionToken.word("sub")
        joined.joinedWords = ["view"]
        #expect(hints.scores(in: [joined])["UIView"] == nil)
        #expect(hints.scores(in: [.typeName("TTView", spoken: "view")])["UIView"] == 1)
    }
}
