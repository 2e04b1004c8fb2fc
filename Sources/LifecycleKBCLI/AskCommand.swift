import ArgumentParser
import Foundation
import LifecycleAsk
import LifecycleKB

/// `ask QUESTION`: what fires when, on whom, in what order, and what you must still call.
struct AskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Answer a \"what fires when …\" question (English or Chinese, any API spelling).",
        discussion: """
            Examples:
              lifecycle-kb ask "what fires when addChild(_:) is called"
              lifecycle-kb ask "调用 removeFromParentViewController 时会触发什么"
              lifecycle-kb ask --trigger addSubview: --context after-parent-did-appear ""
            """
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The question; several words are joined with spaces.")
    var question: [String] = []

    @Option(help: "The trigger, for scripts: any API spelling, or event:<id>.")
    var trigger: String?

    @Option(name: .customLong("context"), help: "A context id, for scripts (repeatable).")
    var contexts: [String] = []

    func validate() throws {
        if question.isEmpty && trigger == nil {
            throw ValidationError("give a question, or --trigger")
        }
    }

    func run() throws {
        let store = try options.openStore()
        let knowledge = try CommandFailure.guarding { try store.knowledge() }
        let engine = try CommandFailure.guarding { try AskEngine(knowledge: knowledge) }
        let result = engine.answer(AskRequest(question: question.joined(separator: " "), trigger: trigger, contexts: contexts))
        if case .notUnderstood(let reply) = result {
            // Said once: the text on stderr, and for scripts the JSON on stdout with the reason's line on stderr.
            if options.format == .json {
                JSONOutput.print(result)
                var message = reply.reason
                if !reply.recognized.isEmpty { message += "; recognized: " + reply.recognized.joined(separator: ", ") }
                if !reply.suggestions.isEmpty { message += "; closest: " + reply.suggestions.joined(separator: " | ") }
                CommandFailure.report(message)
            } else {
                CommandFailure.report(TextAnswerRenderer.render(reply).trimmingCharacters(in: .newlines))
            }
            throw ExitCode(CommandFailure.answerNotFound)
        }
        switch options.format {
        case .json: JSONOutput.print(result)
        case .text: Terminal.write(TextAnswerRenderer.render(result))
        case .markdown: Terminal.write(MarkdownAnswerRenderer.render(result))
        }
    }
}
