/// Why an engine could not be built from a knowledge value.
public enum AskEngineError: Error, Sendable, CustomStringConvertible {
    /// A vocabulary phrase does not compile.
    case badPhrase(owner: String, error: PhrasePatternError)

    /// The record and phrase at fault, for the loader's diagnostic.
    public var description: String {
        switch self {
        case .badPhrase(let owner, let error): "\(owner): \(error)"
        }
    }
}
