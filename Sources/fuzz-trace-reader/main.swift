import Foundation
import LifecycleCheck
import LifecycleKB

/// libFuzzer target for the trace readers and the rule engine: any bytes must give a report or a
/// located `TraceError`, never a crash or a hang. Build with `-sanitize=fuzzer` (see `.ci/fuzz`);
/// SwiftPM's generated `main` hides libFuzzer's, so this one calls `LLVMFuzzerRunDriver` itself.
let bundle = try KnowledgeLoader.builtIn()
let engine = try RuleEngine(
    rules: bundle.rules, vocabulary: TraceVocabulary(catalog: bundle.knowledge.catalog, warnings: bundle.warnings))

let testOneInput: FuzzDriver.TestOneInput = { data, size in
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? engine.check(bytes: bytes, file: "fuzz", options: CheckOptions(strict: size % 3 == 0))
    return 0
}
guard let status = FuzzDriver.run(testOneInput) else {
    FileHandle.standardError.write(Data("not built with libFuzzer: \(FuzzDriver.buildCommand)\n".utf8))
    exit(64)
}
exit(status)
