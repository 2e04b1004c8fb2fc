import ArgumentParser
import Foundation
import LifecycleAsk
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `query QUESTION` (alias `ask`): what fires when, on whom, in what order, and what you must still call.
struct AskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Answer \"what fires when …\", \"when is X called\" or \"does X fire when …\" (English or Chinese, any API spelling).",
        discussion: """
            `ask` is another name for this command. Examples:
              lifecycle-kb query "what fires when addChild(_:) is called"
              lifecycle-kb query "调用 removeFromParentViewController 时会触发什么"
              lifecycle-kb query "when is viewWillAppear: called"
              lifecycle-kb query "does viewDidAppear: fire when a view controller appears"
              lifecycle-kb query --long --lang zh "what fires when a view controller is pushed"
              lifecycle-kb query --trigger addSubview: --context after-parent-did-appear ""
              lifecycle-kb query --explain "what fires when addSubview adds a child view controller's view"
            """,
        aliases: ["ask"]
    )

    @OptionGroup var options: GlobalOptions<RecordFormats>

    @Argument(help: "The question; several words are joined with spaces.")
    var question: [String] = []

    @Option(help: "The trigger, for scripts: any API spelling, or event:<id>.")
    var trigger: String?

    @Option(name: .customLong("context"), help: "A context id, for scripts (repeatable).")
    var contexts: [String] = []

    @Flag(help: "Also list every trigger the question could be about, best first, and why each ranks there.")
    var explain = false

    @Flag(help: "Print the whole answer (every note, case and source title), not the screen-sized one.")
    var long = false

    @Option(help: "Answer in this language: en or zh (default: the question's).")
    var lang: Language?

    func validate() throws {
        if question.isEmpty && trigger == nil {
            throw ValidationError("give a question, or --trigger")
        }
    }

    func run() throws {
        try AskCommand.answer(
            AskRequest(question: question.joined(separator: " "), trigger: trigger, contexts: contexts, explain: explain, language: lang),
            format: options.format, db: options.store.db, long: long)
    }

    /// Answers one request and prints it; the body of `run()`, shared with `FastPath`. `long` is `--long`.
    static func answer(_ request: AskRequest, format: RecordFormat, db: String?, long: Bool = false) throws {
        let (knowledge, tables) = try StoreOptions.knowledgeForAsking(db)
        // The built-in vocabulary is validated by the tests; this process answers one question.
        let engine = try AskEngine(knowledge: knowledge, phrases: .asNeeded, tokenizerTables: tables)
        // Left for the process's exit to reclaim: freeing its tables one by one was a twentieth of a cold `ask`.
        _ = Unmanaged.passRetained(ProcessLifetime(engine))
        let result = engine.answer(request)
        if case .notUnderstood(let reply) = result {
            // Said once: the text on stderr, and for scripts the JSON on stdout with the reason's line on stderr.
            if format == .json {
                result.json.prettyLine.withUnsafeBufferPointer { Terminal.write($0) }
                var message = reply.reason
                if !reply.recognized.isEmpty { message += "; recognized: " + reply.recognized.joined(separator: ", ") }
                if !reply.suggestions.isEmpty { message += "; closest: " + reply.suggestions.joined(separator: " | ") }
                CommandFailure.report(message)
            } else {
                CommandFailure.report(TextAnswerRenderer.render(reply).trimmingCharacters(in: .newlines))
            }
            throw ExitCode(ExitStatus.notFound)
        }
        switch format {
        // Written without JSONEncoder, which was a seventh of a cold `ask`; the same text, tested.
        case .json: result.json.prettyLine.withUnsafeBufferPointer { Terminal.write($0) }
        // A screen-sized answer by default; `--long` prints everything there is.
        case .text:
            let text = long ? TextAnswerRenderer.render(result) : ShortAnswerRenderer.render(result)
            Terminal.write(TextWrapping.wrap(text, width: TerminalWidth.ofStandardOutput()))
        case .markdown: Terminal.write(MarkdownAnswerRenderer.render(result))
        }
        // An answer that can only say what is not recorded is printed, then exits like an unanswered question.
        if !result.isAnswered { throw ExitCode(ExitStatus.notFound) }
    }
}

/// Holds a value until the process exits, so its memory is never freed piece by piece.
private final class ProcessLifetime<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
