/// One mistake injected into a valid generated trace, and what a checker must say about it: which
/// rule, on which event's line (or the line nested under it), about which object.
public enum Fault: String, CaseIterable, Sendable {
    case duplicatedAppearance, droppedWillAppear, didLoadAfterAppearance, containmentSwapped, endWithoutBegin
    case loadViewReentered, wrongSuperCall, droppedDealloc

    /// The rule identifier the fault must be reported under.
    public var rule: String {
        switch self {
        case .duplicatedAppearance: "appearance.duplicate"
        case .droppedWillAppear: "appearance.unpaired"
        case .didLoadAfterAppearance: "appearance.before-load"
        case .containmentSwapped: "containment.remove-order"
        case .endWithoutBegin: "appearance.unbalanced-transition"
        case .loadViewReentered: "loading.recursive-load-view"
        case .wrongSuperCall: "super.mismatched"
        case .droppedDealloc: "lifetime.not-released"
        }
    }

    /// Whether a shape can show the fault at all: re-entry and super calls need nesting.
    public func isVisible(in shape: LogShape) -> Bool {
        self == .loadViewReentered || self == .wrongSuperCall ? shape.writesSuperCalls : true
    }

    /// Where the fault is: the event whose line (plus `nestedLine` lines) is reported, and its object.
    public struct Site: Sendable {
        public var event: Int
        public var nestedLine: Int
        public var object: GeneratedObject
    }

    /// Injects the fault into `events` at a place chosen by `random`; nil when the trace has no place for it.
    public func inject(into events: inout [ModelEvent], using random: inout SeededGenerator) -> Site? {
        func next(_ method: ModelEvent.Method, after index: Int, on object: GeneratedObject) -> Int? {
            events[(index + 1)...].firstIndex { $0.receiver == object && $0.method == method }
        }
        func nextAppearance(after index: Int, on object: GeneratedObject) -> Int? {
            events[(index + 1)...].firstIndex { $0.receiver == object && $0.method.isAppearance }
        }
        let candidates: [Int] = events.indices.filter { index in
            let event = events[index]
            switch self {
            case .duplicatedAppearance: return event.method == .viewDidAppear
            case .droppedWillAppear:
                return event.method == .viewWillAppear
                    && nextAppearance(after: index, on: event.receiver).map { events[$0].method == .viewDidAppear } == true
            case .didLoadAfterAppearance:
                return event.method == .viewDidLoad && index > 0
                    && events[..<index].contains { $0.receiver == event.receiver && $0.method == .loadView }
            case .containmentSwapped: return event.method == .removeFromParent
            case .endWithoutBegin: return event.method == .endAppearanceTransition
            case .loadViewReentered: return event.method == .loadView
            case .wrongSuperCall: return event.method == .viewWillAppear
            case .droppedDealloc:
                return event.method == .dealloc
                    && events[..<index].contains {
                        $0.receiver == event.receiver && $0.method == .willMoveToParent && $0.argument == .nilObject
                    }
            }
        }
        guard let index = candidates.randomElement(using: &random) else { return nil }
        let object = events[index].receiver
        switch self {
        case .duplicatedAppearance:
            events.insert(events[index], at: index + 1)
            return Site(event: index + 1, nestedLine: 0, object: object)
        case .droppedWillAppear:
            let did = nextAppearance(after: index, on: object)!
            events.remove(at: index)
            return Site(event: did - 1, nestedLine: 0, object: object)
        case .didLoadAfterAppearance:
            guard let appear = next(.viewWillAppear, after: index, on: object) else { return nil }
            let load = events.remove(at: index)
            events.insert(load, at: appear)
            return Site(event: appear - 1, nestedLine: 0, object: object)
        case .containmentSwapped:
            guard let will = events[..<index].lastIndex(where: { $0.receiver == object && $0.method == .willMoveToParent }) else {
                return nil
            }
            let moved = events.remove(at: will)
            events.insert(moved, at: index)
            return Site(event: index - 1, nestedLine: 0, object: object)
        case .endWithoutBegin:
            // A second end after a begin/end pair: an end with no begin open (an end that opens the
            // object's log may be the tail of a transition the log missed, so it is not the fault).
            events.insert(events[index], at: index + 1)
            return Site(event: index + 1, nestedLine: 0, object: object)
        case .loadViewReentered:
            events[index].innerCall = .loadView
            return Site(event: index, nestedLine: 1, object: object)
        case .wrongSuperCall:
            events[index].superCall = .viewDidAppear
            return Site(event: index, nestedLine: 1, object: object)
        case .droppedDealloc:
            // A controller that left its parent and is never released: reported where it left.
            events.remove(at: index)
            let left = events[..<index].lastIndex { $0.receiver == object && $0.method == .willMoveToParent && $0.argument == .nilObject }!
            return Site(event: left, nestedLine: 0, object: object)
        }
    }
}
