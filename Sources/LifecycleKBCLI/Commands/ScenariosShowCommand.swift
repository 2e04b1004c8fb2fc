import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `scenarios show ID`: one scenario's log as recorded, with where it comes from.
struct ScenariosShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one recorded scenario: its log and its source (URL, title, form, iOS).")

    @OptionGroup var options: GlobalOptions<RecordFormats>

    @Argument(help: "The scenario identifier, as scenarios list prints it.", completion: IDCompletion.scenarios)
    var id: String

    @OptionGroup var language: LanguageOption

    func run() throws {
        let knowledge = try options.openStore().knowledge()
        guard let scenario = knowledge.scenarios.first(where: { $0.id == id }) else {
            throw UnknownName.fail("scenario", id, among: knowledge.scenarios.map(\.id), listedBy: "scenarios")
        }
        let cited = scenario.sources.compactMap { id in knowledge.sources.first { $0.id == id } }
        switch options.format {
        case .json: JSONOutput.print(scenario)
        case .text: Terminal.write(text(scenario, cited: cited))
        case .markdown: Terminal.write(markdown(scenario, cited: cited))
        }
    }

    private func text(_ scenario: ScenarioRecord, cited: [SourceRecord]) -> String {
        var lines = [
            "\(scenario.id) — \(scenario.title.text(language.language))",
            "situation: \(scenario.situation ?? "-")",
            "form: \(scenario.form.rawValue)",
            "iOS: \(scenario.ios ?? "not recorded")",
            "verdict: \(scenario.verdict.rawValue)" + (scenario.expect.isEmpty ? "" : " (" + scenario.expect.joined(separator: ", ") + ")"),
            scenario.description.text(language.language),
            "sources:",
        ]
        lines += cited.map { "  \($0.id): \($0.title)" + ($0.url.map { " <\($0)>" } ?? "") }
        let trace = scenario.trace.hasSuffix("\n") ? scenario.trace : scenario.trace + "\n"
        return lines.joined(separator: "\n") + "\n\n" + trace
    }

    private func markdown(_ scenario: ScenarioRecord, cited: [SourceRecord]) -> String {
        let sources = cited.map { source in Markdown.inline(source.title) + (source.url.map { " <\($0)>" } ?? "") }
        return """
            # \(Markdown.inline(scenario.title.text(language.language))) (\(Markdown.code(scenario.id)))

            \(Markdown.inline(scenario.description.text(language.language)))

            Situation: \(scenario.situation.map(Markdown.code) ?? "—"). Form: \(scenario.form.rawValue). \
            iOS: \(scenario.ios.map(Markdown.inline) ?? "not recorded"). Verdict: **\(scenario.verdict.rawValue)**.

            Sources: \(sources.joined(separator: ", ")).

            \(Markdown.fenced(scenario.trace))
            """
    }
}
