/// What `check --explain` says about a log: the scenarios it recognizes (each with its lines, the
/// objects playing its roles and where the log departs from UIKit's recorded order), the lines it
/// cannot place, and the rules' findings. The CLI writes it as text, JSON or Markdown.
public struct LogExplanation: Codable, Hashable, Sendable {
    /// An object of the log in a role of a scenario (`to` = `<DetailViewController: 0x…>`).
    public struct Role: Codable, Hashable, Sendable {
        public var role: String
        public var object: String
    }

    /// A step the log shows out of the order UIKit keeps, with the order's source.
    public struct Departure: Codable, Hashable, Sendable {
        /// What the order says: `to viewWillAppear: before from viewDidDisappear:`.
        public var expected: String
        /// What the log shows: `line 7 after line 6`.
        public var seen: String
        /// The line of the step out of place, then the line it should have come before or after.
        public var lines: [Int]
        /// The order or recorded scenario the expectation comes from.
        public var template: String
        public var sources: [String]
    }

    /// One recognized scenario.
    public struct Segment: Codable, Hashable, Sendable {
        /// The situation (`navigation.push`).
        public var scenario: String
        public var title: String
        /// The order (`order:navigation.push`) or recorded scenario (`scenario:log.nav.push-…`) it matched.
        public var template: String
        /// Other situations whose stored sequences match these lines just as well.
        public var alternatives: [String]
        public var firstLine: Int
        public var lastLine: Int
        /// The event lines it places.
        public var lines: [Int]
        /// Lines of its objects, among its own, that its stored sequence does not hold.
        public var extraLines: [Int]
        public var roles: [Role]
        /// Steps of the stored sequence the log shows, of `steps`.
        public var recognized: Int
        public var steps: Int
        public var departures: [Departure]
        public var sources: [String]

        enum CodingKeys: String, CodingKey {
            case scenario, title, template, alternatives
            case firstLine = "first_line"
            case lastLine = "last_line"
            case lines
            case extraLines = "extra_lines"
            case roles, recognized, steps, departures, sources
        }
    }

    /// One event line, for diagrams: the object, the method, and the segment placing it.
    public struct Event: Codable, Hashable, Sendable {
        public var line: Int
        public var object: String
        /// The selector, `super.` before a super call, or `console: <warning id>` for a UIKit message.
        public var message: String
        /// Whether the app's code made the call (not a callback UIKit sent).
        public var isCall: Bool
        /// The index of the segment placing it, nil when none does.
        public var segment: Int?

        enum CodingKeys: String, CodingKey {
            case line, object, message
            case isCall = "is_call"
            case segment
        }
    }

    public var file: String
    public var segments: [Segment]
    /// Event lines no recognized scenario places: shown, not hidden.
    public var unplacedLines: [Int]
    public var events: [Event]
    /// The rules' findings on the same log, as `check` reports them.
    public var violations: [Violation]
    /// For a log of more calls than the explainer's call limit (`LogExplainer.defaultCallLimit`): the line the scenarios stop at.
    public var explainedUpToLine: Int?

    enum CodingKeys: String, CodingKey {
        case file, segments
        case unplacedLines = "unplaced_lines"
        case events, violations
        case explainedUpToLine = "explained_up_to_line"
    }
}
