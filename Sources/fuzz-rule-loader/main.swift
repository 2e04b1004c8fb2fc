import Foundation
import LifecycleCheck
import LifecycleKB

/// libFuzzer target for the team-rule loader (the same validation as `Data/`): any bytes must give
/// rules or located errors, never a crash, a hang or unbounded memory. Build with `-sanitize=fuzzer`.
let bundle = try KnowledgeLoader.builtIn()
let vocabulary = try TraceVocabulary(catalog: bundle.knowledge.catalog, warnings: bundle.warnings)
let sources = Set(bundle.knowledge.sources.map(\.id))

let testOneInput: FuzzDriver.TestOneInput = { data, size in
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    _ = try? TeamRuleLoader.load(path: "fuzz.yaml", text: text, vocabulary: vocabulary, sources: sources)
    return 0
}
guard let status = FuzzDriver.run(testOneInput) else {
    FileHandle.standardError.write(Data("not built with libFuzzer: \(FuzzDriver.buildCommand)\n".utf8))
    exit(64)
}
exit(status)
