import LifecycleModel

/// A way to write answers (terminal text, Markdown): one method per kind of result, and the
/// dispatch over `AskResult` written once.
public protocol AnswerRenderer {
    static func render(_ answer: WhatFiresAnswer) -> String
    static func render(_ answer: WhenAnswer) -> String
    static func render(_ answer: WhyAnswer) -> String
    static func render(_ answer: VersusAnswer) -> String
    static func render(_ reply: NotUnderstoodAnswer) -> String
    static func render(_ answer: WarningAnswer) -> String
    /// The other questions of the text, after the main answer.
    static func render(also: [AlsoAsked], _ language: Language) -> String
}

extension AnswerRenderer {
    /// The rendering of either kind of result.
    public static func render(_ result: AskResult) -> String {
        let body =
            switch result {
            case .answered(let answer): render(answer)
            case .when(let answer): render(answer)
            case .why(let answer): render(answer)
            case .versus(let answer): render(answer)
            case .notUnderstood(let reply): render(reply)
            case .warning(let answer): render(answer)
            }
        return result.also.isEmpty ? body : body + render(also: result.also, result.language)
    }
}
