import Testing

@testable import LifecycleCheck

/// A route decides at compile time which arguments reach its monitor (one bit per argument code);
/// the bits must say what matching the argument against the pattern, in the route's role, says.
@Suite struct RouteAcceptanceTests {
    static let roles: [Role] = [.event, .deadline, .response, .trigger, .requires, .notAfter, .anchor, .allowance, .reset, .open, .close]
    static let conditions: [EventPattern.Argument?] = [nil, .nil, .nonNil, .true, .false]

    @Test func theBitsAgreeWithMatchingTheArgument() throws {
        for condition in Self.conditions {
            let pattern = try CompiledPattern(
                EventPattern(api: "willMoveToParentViewController:", argument: condition), vocabulary: KnowledgeFixture.vocabulary,
                rule: "test")
            for role in Self.roles {
                let route = CheckProgram.Route(check: 0, role: role, pattern: pattern)
                for argument in RawEvent.arguments {
                    let event = RawEvent(
                        RawEvent.Position(line: 1, column: 1, sequence: 1, depth: 0, parent: nil),
                        receiver: RawEvent.Object(id: 0, slot: 0, isNamed: true), subject: nil, occurrence: .api(pattern.record),
                        argument: argument, argumentBytes: nil, classBytes: nil, isSuper: false, isExplicit: false)
                    #expect(event.argument == argument)
                    #expect(
                        route.accepts(event) == route.accepts(argument),
                        "\(role) \(String(describing: condition)) \(String(describing: argument))")
                }
            }
        }
    }
}
