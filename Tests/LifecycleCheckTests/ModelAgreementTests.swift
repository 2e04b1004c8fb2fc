import Foundation
import LifecycleModel
import LifecycleTraceGenerator
import Testing

/// The generator and the model of `Data/model/` agree: every object of every generated trace walks
/// each state machine along its edges only, cancelled transitions included.
@Suite struct ModelAgreementTests {
    static let machines: [StateMachineRecord] = KnowledgeFixture.bundle.models

    @Test func theModelHasTheThreeMachinesAndNoStructuralProblem() {
        #expect(Set(Self.machines.map(\.id)) == ["controller.appearance", "controller.containment", "view.window"])
        for machine in Self.machines { #expect(machine.structuralProblems.isEmpty, "\(machine.structuralProblems)") }
    }

    @Test(arguments: [UInt64(1), 7, 99, UInt64.random(in: 1...UInt64.max)])
    func everyGeneratedObjectFollowsTheModel(seed: UInt64) {
        let events = TraceGenerator(apps: 30, scenariosPerApp: 15, seed: seed).events()
        for machine in Self.machines {
            let selectors = Set(machine.transitions.map(\.on))
            var states: [GeneratedObject: String] = [:]
            for event in events where selectors.contains(event.method.selector) {
                let state = states[event.receiver] ?? machine.initial
                var argumentIsNil: Bool?
                if case .nilObject = event.argument { argumentIsNil = true }
                if case .object = event.argument { argumentIsNil = false }
                guard let next = machine.next(from: state, on: event.method.selector, argumentIsNil: argumentIsNil) else {
                    Issue.record(
                        "seed \(seed): \(machine.id) has no edge from \(state) on \(event.method.selector) for \(event.receiver.tag)")
                    break
                }
                states[event.receiver] = next
            }
        }
    }

    @Test func aStructuralMistakeIsNamed() {
        var machine = Self.machines[0]
        machine.transitions.append(.init(from: "nowhere", to: machine.initial, on: "viewDidLoad", sources: []))
        let problems = machine.structuralProblems
        #expect(problems.contains { $0.contains("unknown state 'nowhere'") })
        #expect(problems.contains { $0.contains("cites no source") })
    }
}
