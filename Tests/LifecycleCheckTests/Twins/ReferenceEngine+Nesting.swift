@testable import LifecycleCheck

/// The kinds that read the nesting of calls: `no-repeat` and `super-call`.
extension ReferenceEngine {
    func noRepeat(_ check: NoRepeatCheck, object: Int, _ life: [Step], _ trace: Trace) -> [Draft] {
        let events = Set(resolve(check.event).map(\.api))
        let impliedBy = Set(resolve(check.impliedBy).map(\.api))
        let counted = !check.allowances.isEmpty
        // Without allowances: the last occurrence and whether UIKit sent it itself.
        var last: (event: TraceEvent, implied: Bool)?
        // With allowances: the occurrences and allowances since the last reset.
        var occurrences: [TraceEvent] = []
        var allowances = 0
        var drafts: [Draft] = []
        func judgeCount() {
            if counted, occurrences.count > max(1, allowances) { drafts.append(at(occurrences[1], object)) }
            (last, occurrences, allowances) = (nil, [], 0)
        }
        for step in life + [.end] {
            guard case .event(let event, let role) = step else {
                judgeCount()
                continue
            }
            switch role {
            case .event:
                let calls = trace.enclosingCalls(event)
                if check.ignoreNested, calls.contains(where: { !$0.isSuperCall && events.contains($0.api ?? "") && involves($0, object) }) {
                    continue
                }
                if counted {
                    occurrences.append(event)
                    continue
                }
                let implied = calls.first.map { !$0.isSuperCall && impliedBy.contains($0.api ?? "") } ?? false
                if let earlier = last { drafts.append(implied && !earlier.implied ? at(earlier.event, object) : at(event, object)) }
                last = (event, implied)
            case .allowance: allowances += 1
            case .reset: judgeCount()
            default: break
            }
        }
        return drafts
    }

    /// `super` calls directly inside an override the check covers, judged against their siblings.
    func superCalls(_ check: SuperCallCheck, _ trace: Trace) -> [Draft] {
        let overrides = Set(resolve(check.overrides).map(\.api))
        let superCalls = trace.events.filter { $0.isSuperCall && $0.api != nil }
        return superCalls.compactMap { call in
            guard let override = trace.enclosingCalls(call).first, !override.isSuperCall, overrides.contains(override.api ?? "") else {
                return nil
            }
            let earlier = superCalls.filter {
                $0.sequence < call.sequence && $0.api == call.api && trace.enclosingCalls($0).first?.sequence == override.sequence
            }
            let violates =
                switch check.mode {
                case .mustMatch: call.api != override.api
                case .forbidden: call.api == override.api
                case .once: call.api == override.api && !earlier.isEmpty
                }
            return violates ? at(call, call.receiver) : nil
        }
    }
}
