import Foundation
import LifecycleKB

/// libFuzzer target for the team-rule loader (the same validation as `Data/`): any bytes must give
/// rules or located errors, never a crash, a hang or unbounded memory. Build with `-sanitize=fuzzer`.
let knowledge = try KnowledgeLoader.builtIn()

let testOneInput: FuzzDriver.TestOneInput = { data, size in
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    _ = try? TeamRuleLoader.load(
        path: "fuzz.yaml", text: text, catalog: knowledge.knowledge.catalog, warnings: knowledge.warnings,
        sources: Set(knowledge.knowledge.sources.map(\.id)))
    return 0
}
exit(FuzzDriver.run(testOneInput))
