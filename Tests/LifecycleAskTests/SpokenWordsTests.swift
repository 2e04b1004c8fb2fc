import LifecycleTraceGenerator
import Testing

@testable import LifecycleAsk

/// `spokenWords` cuts ASCII names by bytes; `spokenWordsByCharacter` is its plain twin.
@Suite struct SpokenWordsTests {
    @Test func classNamesAreSpokenAsTheirWords() {
        #expect("UIViewController".spokenWords == ["view", "controller"])
        #expect("UIStoryboard".spokenWords == ["storyboard"])
        #expect("URLSession".spokenWords == ["session"])
        #expect("viewDidLoad".spokenWords == ["view", "did", "load"])
        #expect("ÉcranPrincipal".spokenWords == ["écran", "principal"])
    }

    /// Every catalog class, then random identifiers of capitals, small letters, digits and `_`.
    @Test func bytesAndCharactersAgree() throws {
        for className in Set(try DataKnowledge.load().catalog.records.map(\.className)) {
            #expect(className.spokenWords == className.spokenWordsByCharacter, "\(className)")
        }
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let alphabet = Array("ABCUVIabcxyz019_")
        for _ in 0..<5_000 {
            let name = String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            #expect(name.spokenWords == name.spokenWordsByCharacter, "seed \(seed): \(name)")
        }
    }
}
