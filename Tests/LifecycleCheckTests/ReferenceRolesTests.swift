import LifecycleTraceGenerator
import Testing

@testable import LifecycleCheck

/// The fast role resolver against its plain String twin (`ReferenceRoles`) on every line the
/// generator writes, in every shape: same receiver, same argument.
@Suite struct ReferenceRolesTests {
    @Test(arguments: LogShape.allCases)
    func fastAndPlainAgree(_ shape: LogShape) {
        let vocabulary = KnowledgeFixture.vocabulary
        var parser = LineParser(keys: vocabulary.keys, warnings: vocabulary.patterns, masksIdentities: vocabulary.masksIdentities)
        var random = SeededGenerator(seed: 5)
        var events = TraceGenerator(apps: 20, scenariosPerApp: 10, seed: 5).events()
        _ = Fault.endWithoutBegin.inject(into: &events, using: &random)
        let lines = TraceGenerator.render(events, in: shape).text.split(separator: "\n").map(String.init)
        var compared = 0
        for line in lines {
            guard let expected = ReferenceRoles.roles(line) else { continue }
            compared += 1
            var bytes = Array(line.utf8)
            let fast = bytes.withUnsafeMutableBufferPointer { buffer -> ReferenceRoles.Roles? in
                let line = UnsafeBufferPointer(buffer)
                let parse = parser.parse(line)
                guard case .call(let call) = parse.parsed else { return nil }
                let message = UnsafeBufferPointer(rebasing: line[parse.start...])
                func text(_ range: Range<Int>?) -> String? { range.map { String(decoding: message[$0], as: UTF8.self) } }
                guard let receiver = text(call.receiver.address) ?? text(call.receiver.name) else { return nil }
                return ReferenceRoles.Roles(receiver: receiver, argument: text(call.argument))
            }
            #expect(fast == expected, "\(shape): \(line)")
        }
        // Only `super` lines are left to the nesting, not to roles.
        #expect(compared == lines.filter { !$0.contains("super.") }.count)
    }
}
