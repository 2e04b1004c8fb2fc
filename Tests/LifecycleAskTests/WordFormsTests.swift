import Testing

@testable import LifecycleAsk

/// Plural and tense folding: the question's words meet the phrases' base forms.
@Suite struct WordFormsTests {
    @Test(arguments: [
        ("appears", "appear"), ("appeared", "appear"), ("appearing", "appear"), ("views", "view"),
        ("created", "create"), ("creating", "create"), ("added", "add"), ("adding", "add"),
        ("stopped", "stop"), ("children", "child"), ("shown", "show"), ("properties", "property"),
        ("goes", "go"), ("pushes", "push"), ("accessed", "access"), ("rotates", "rotate"),
    ])
    func inflectedFormMeetsBase(word: String, base: String) {
        #expect(WordForms.sameWord(WordForms.forms(of: word), WordForms.forms(of: base)))
    }

    @Test(arguments: [("class", "clas"), ("view", "viewer"), ("is", "i"), ("add", "ad")])
    func differentWordsStayApart(word: String, other: String) {
        #expect(!WordForms.sameWord(WordForms.forms(of: word), WordForms.forms(of: other)))
    }

    @Test func formsAreLowercased() {
        #expect(WordForms.forms(of: "Appears").first == "appears")
    }
}
