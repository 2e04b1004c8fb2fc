/// One object's lifecycle as a state machine (a controller's appearance, a child's containment, a
/// view's window): states, and the callbacks that move between them. UIKit publishes no such
/// machine; this one is written from Apple's documentation and recorded logs, each edge with its source.
public struct StateMachineRecord: Codable, Hashable, Sendable {
    public var id: String
    public var title: Bilingual
    public var summary: Bilingual
    /// The UIKit class whose instances follow the machine.
    public var subject: String
    public var initial: String
    public var states: [State]
    public var transitions: [Transition]
    public var sources: [String]

    /// One state an object can be in.
    public struct State: Codable, Hashable, Sendable {
        public var id: String
        public var summary: Bilingual

        public init(id: String, summary: Bilingual) {
            self.id = id
            self.summary = summary
        }
    }

    /// One edge: the callback (an API id or selector of the catalog) that moves `from` to `to`.
    public struct Transition: Codable, Hashable, Sendable {
        public var from: String
        public var to: String
        public var on: String
        /// `nil` or `non-nil` when the edge depends on the first argument (`willMoveToParentViewController:`).
        public var argument: String?
        /// Why the edge exists when it is not the plain order (a cancelled transition, say).
        public var note: Bilingual?
        public var sources: [String]

        public init(from: String, to: String, on: String, argument: String? = nil, note: Bilingual? = nil, sources: [String]) {
            self.from = from
            self.to = to
            self.on = on
            self.argument = argument
            self.note = note
            self.sources = sources
        }
    }

    public init(
        id: String, title: Bilingual, summary: Bilingual, subject: String, initial: String, states: [State],
        transitions: [Transition], sources: [String]
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.subject = subject
        self.initial = initial
        self.states = states
        self.transitions = transitions
        self.sources = sources
    }

    /// The state `on` leads to from `state`, nil when the machine has no such edge.
    public func next(from state: String, on api: String, argumentIsNil: Bool? = nil) -> String? {
        transitions.first { edge in
            edge.from == state && edge.on == api
                && (edge.argument == nil || argumentIsNil == nil || (edge.argument == "nil") == argumentIsNil)
        }?.to
    }
}
