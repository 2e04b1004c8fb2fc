import LifecycleModel

/// Reading the argument values of a mentioned call as arguments, not prose: `animated: false`,
/// `[nav pushViewController:vc animated:NO]` and "with animated false" say how the call is made,
/// and must not meet a context phrase such as "with … false". The first, unlabelled argument stays
/// prose because it can be what a context is about (`beginAppearanceTransition(false, …)`).
extension QuestionTokenizer {
    /// The literal values an argument can be written with.
    static let literalValues: Set<String> = ["yes", "no", "true", "false", "nil", "null"]

    /// Whether a piece of text is one literal value.
    static func isLiteral(_ text: some StringProtocol) -> Bool {
        literalValues.contains(text.trimmingWhitespace().lowercased())
    }

    /// A labelled literal value becomes one argument token; anything else is tokenized as usual.
    func argumentValue(_ value: Substring, isLabelled: Bool) -> [QuestionToken] {
        if isLabelled, QuestionTokenizer.isLiteral(value) { return [.argument(value.trimmingWhitespace())] }
        return tokens(Array(value)[...], codeContext: false)
    }

    /// Turns "LABEL VALUE" written in prose after a mention (`animated false`, `animated: NO`) into
    /// argument tokens, when LABEL is one of the mentioned call's argument labels (from the catalog,
    /// or from the spelling itself when the catalog does not know the call).
    func markingProseArguments(in tokens: [QuestionToken]) -> [QuestionToken] {
        var out = tokens
        for (index, token) in tokens.enumerated() where !token.records.isEmpty || !token.spelledLabels.isEmpty {
            let labels = Set(token.records.flatMap(\.argumentLabels) + token.spelledLabels)
            guard !labels.isEmpty else { continue }
            var next = index + 1
            while next + 1 < out.count, next - index <= 6, out[next].records.isEmpty {
                if out[next].kind.isWord, labels.contains(out[next].text.lowercased()), QuestionTokenizer.isLiteral(out[next + 1].text) {
                    out[next] = .argument(out[next].text)
                    out[next + 1] = .argument(out[next + 1].text)
                    next += 2
                } else {
                    next += 1
                }
            }
        }
        return out
    }
}

extension APIRecord {
    /// The labels of the arguments after the first, lowercased: `animated` and `completion` for
    /// `presentViewController:animated:completion:`, from the selector and the Swift name.
    var argumentLabels: [String] {
        var labels = selector.split(separator: ":").dropFirst().map { $0.lowercased() }
        if let swift, let open = swift.firstIndex(of: "(") {
            let list = swift[swift.index(after: open)...].split(separator: ":").dropFirst()
            labels += list.map { $0.lowercased() }.filter { $0 != ")" && $0 != "_" }
        }
        return labels
    }
}
