import LifecycleModel

/// One phrase of `Data/vocabulary` compiled once: terms to meet in order in a tokenized question.
///
/// Syntax (Data/README.md): `a|b` alternatives, `_` joins the words of one alternative, `word*` is a
/// prefix, `[term]` is optional, `@Spelling` is a mention of that API in any spelling, CJK text is a
/// character sequence; English words compare after plural and tense folding.
public struct PhrasePattern: Sendable {
    /// One position of the phrase: alternatives, each a run of atoms that must stand side by side.
    struct Term: Sendable {
        var alternatives: [[Atom]]
        var isOptional: Bool
    }

    /// The smallest thing a phrase compares with one question token.
    enum Atom: Sendable {
        /// An English word, by its forms.
        case word([String])
        /// A word beginning (`appear*`).
        case prefix(String)
        /// A mention of any of these API record ids.
        case api(Set<String>)
        /// One CJK character.
        case cjk(String)
    }

    /// The phrase as written in the data.
    public let text: String
    let terms: [Term]

    /// Compiles a phrase; throws when a term is empty or names an API the catalog does not know.
    public init(_ text: String, catalog: APICatalog) throws(PhrasePatternError) {
        try self.init(text, compiler: PhraseCompiler(catalog: catalog))
    }

    /// Compiles a phrase reusing the alternatives already compiled for other phrases.
    init(_ text: String, compiler: PhraseCompiler) throws(PhrasePatternError) {
        self.text = text
        var terms: [Term] = []
        for scalars in text.unicodeScalars.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let raw = Substring(scalars)
            var body = raw
            let isOptional = body.first == "[" && body.last == "]"
            if isOptional { body = body.dropFirst().dropLast() }
            var alternatives: [[Atom]] = []
            for alternative in PhrasePattern.alternatives(of: body) {
                alternatives.append(try compiler.atoms(of: alternative, phrase: text))
            }
            guard !alternatives.isEmpty else { throw PhrasePatternError(phrase: text, message: "empty term '\(raw)'") }
            terms.append(Term(alternatives: alternatives, isOptional: isOptional))
        }
        guard terms.contains(where: { !$0.isOptional }) else {
            throw PhrasePatternError(phrase: text, message: "a phrase needs at least one term that is not optional")
        }
        self.terms = terms
    }

    /// The non-empty alternatives of a term.
    private static func alternatives(of term: Substring) -> [Substring] {
        var parts: [Substring] = []
        _ = containsAlternative(term.utf8) { part in
            if !part.isEmpty { parts.append(Substring(part)) }
            return false
        }
        return parts
    }

    /// Splits a term's UTF-8 bytes at `|`, except inside parentheses
    /// (`@addChild(_:)|@addChildViewController:`), and whether `predicate` holds for a part, trying
    /// them in order. Shared with `PhraseScreen`, which must split alike and stops at the first part
    /// that may meet the question, building no array (that was a seventieth of a cold `ask`).
    static func containsAlternative<Bytes: Collection<UInt8>>(_ bytes: Bytes, where predicate: (Bytes.SubSequence) -> Bool) -> Bool {
        var depth = 0
        var start = bytes.startIndex
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: "|") where depth == 0:
                if predicate(bytes[start..<index]) { return true }
                start = bytes.index(after: index)
            default: break
            }
        }
        return predicate(bytes[start...])
    }
}

/// A phrase that cannot be compiled, with the reason; the data loader reports it at the phrase's line.
public struct PhrasePatternError: Error, Sendable, CustomStringConvertible {
    /// The phrase as written in the data.
    public var phrase: String
    /// What is wrong with it.
    public var message: String

    /// `phrase '…': message`, for diagnostics.
    public var description: String { "phrase '\(phrase)': \(message)" }
}
