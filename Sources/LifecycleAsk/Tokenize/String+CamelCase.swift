/// Reading identifiers as words, so code names meet the English of phrases and class hints.
extension String {
    /// Whether an uppercase letter follows the first character: `viewDidLoad`, `UIView`.
    var isCamelCase: Bool {
        dropFirst().contains { ("A"..."Z").contains($0) }
    }

    /// The lowercased words of a camel-case name without its upper-case class prefix:
    /// `UIViewController` → ["view", "controller"], `UIStoryboard` → ["storyboard"].
    var spokenWords: [String] {
        let characters = Array(self)
        var start = 0
        while start + 1 < characters.count, characters[start].isUppercase, characters[start + 1].isUppercase { start += 1 }
        var words: [String] = []
        var current = ""
        for character in characters[start...] {
            if character.isUppercase, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
