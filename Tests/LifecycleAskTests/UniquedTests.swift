import LifecycleTraceGenerator
import Testing

@testable import LifecycleAsk

/// `uniqued` compares while few elements are kept and hashes past that; a set filter is its plain twin.
@Suite struct UniquedTests {
    @Test func keepsTheFirstOfEachInOrderAtEveryLength() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            let alphabet = Int.random(in: 1...40, using: &random)
            let elements = (0..<Int.random(in: 0...60, using: &random)).map { _ in "id\(Int.random(in: 0..<alphabet, using: &random))" }
            var seen = Set<String>()
            let plain = elements.filter { seen.insert($0).inserted }
            #expect(elements.uniqued() == plain, "seed \(seed): \(elements)")
        }
    }
}
