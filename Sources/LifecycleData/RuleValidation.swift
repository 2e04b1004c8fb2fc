import LifecycleCheck
import LifecycleModel
import Yams

/// Checks rules the way the engine will run them: every check compiles against the API catalog and
/// the console warnings, and every example and scenario trace reads as a trace.
struct RuleValidation {
    let vocabulary: TraceVocabulary

    func problems(in rules: [KnowledgeFileReader.Located<RuleRecord>], scenarios: [KnowledgeFileReader.Located<ScenarioRecord>])
        -> [DataError]
    {
        var problems: [DataError] = []
        for item in rules {
            problems += StaticPartValidation().problems(in: item)
            do {
                let engine = try RuleEngine(rules: [item.record], vocabulary: vocabulary)
                let examples = item.node.mapping?["examples"]?.mapping
                for (verdict, traces) in [("conforming", item.record.examples.conforming), ("violating", item.record.examples.violating)] {
                    // A static-only rule (no trace checks) proves itself with its Swift examples instead.
                    if traces.isEmpty && !item.record.checks.isEmpty {
                        problems.append(
                            DataError(
                                file: item.file.path, line: item.node.mark?.line ?? 1,
                                message: "rule '\(item.record.id)' has no \(verdict) example"))
                    }
                    let nodes = examples?[verdict]?.sequence.map(Array.init) ?? []
                    for (index, trace) in traces.enumerated() {
                        let start = index < nodes.count ? nodes[index].mark?.line ?? 1 : 1
                        let example = RuleExample(trace)
                        problems += parse(example.text, engine: engine, file: item.file.path, firstLine: start)
                        if let wrong = try? example.mismatch(engine: engine, rule: item.record.id, violating: verdict == "violating") {
                            problems.append(
                                DataError(file: item.file.path, line: start, message: "\(verdict) example of '\(item.record.id)': \(wrong)")
                            )
                        }
                    }
                }
            } catch {
                problems.append(
                    DataError(file: item.file.path, line: item.file.line(of: error.culprit, in: item.node), message: error.message))
            }
        }
        if let engine = try? RuleEngine(rules: [], vocabulary: vocabulary) {
            // A trace we wrote must read as events; a log kept as printed may not yet, which the corpus
            // test reports against the checker instead of refusing the evidence.
            for item in scenarios {
                let start = item.node.mapping?["trace"]?.mark?.line ?? 1
                problems += parse(
                    item.record.trace, engine: engine, file: item.file.path, firstLine: start,
                    requireEvents: item.record.form == .reconstructed)
            }
        }
        return problems
    }

    /// A trace that does not read names the line inside the YAML file: a block scalar's text starts
    /// on the line after its `|`.
    private func parse(_ trace: String, engine: RuleEngine, file: String, firstLine: Int, requireEvents: Bool = true) -> [DataError] {
        do {
            let report = try engine.check(text: trace, file: file)
            return report.events == 0 && requireEvents
                ? [DataError(file: file, line: firstLine, message: "the example trace has no events")] : []
        } catch let error as TraceError {
            return [DataError(file: file, line: firstLine + error.line, message: "example trace: \(error.message)")]
        } catch {
            return [DataError(file: file, line: firstLine, message: "example trace: \(error)")]
        }
    }
}
