/// The static side of a rule (`lint:` in `Data/rules/**.yaml`): which Swift source pattern shows the
/// mistake, kept as data so a team rule can add one without code, with Swift examples that prove it.
public struct StaticPart: Codable, Hashable, Sendable {
    /// One or more checks of the closed set of static kinds documented in `Data/rules/KINDS.md`.
    public var checks: [StaticCheck]
    /// Swift snippets that must stay silent and that must report; `↓` marks where the report points.
    public var examples: RuleRecord.Examples

    public init(checks: [StaticCheck], examples: RuleRecord.Examples) {
        self.checks = checks
        self.examples = examples
    }
}

/// One static check: a kind plus the call patterns it watches within one flow (a function body, with
/// the closures passed to `transition(from:to:…)` or an animation completion counted as later in it).
public struct StaticCheck: Codable, Hashable, Sendable {
    /// The closed set of static kinds; each is one file in `Sources/LifecycleLint/Kinds/`, listed in `LintKinds.all`.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// `event` reported when a `not_after` call on the same subject came earlier in the flow.
        case order
        /// `event` reported when no `requires` call on the same subject follows in the flow or the file.
        case requires
        /// `event` reported when no `requires` call on the same subject came before it in the flow or the file.
        case requiresEarlier = "requires-earlier"
        /// `event` reported when an `implied_by` call on the same subject is in the same flow.
        case redundant
        /// `event` reported wherever it is called (on a receiver the pattern accepts).
        case call
        /// `event` reported when called directly in one of the `methods` overrides.
        case callIn = "call-in"
        /// In an override of one of `methods`, a `super` call to a different one of `methods`.
        case superMismatched = "super-mismatched"
        /// An override of a method the API catalog marks as requiring super that never calls super.
        case superMissing = "super-missing"
        /// In an override of one of `methods`, a call to its super implementation.
        case superProhibited = "super-prohibited"
    }

    public var kind: Kind
    public var event: CallPattern?
    public var notAfter: [CallPattern]?
    public var resets: [CallPattern]?
    public var requires: CallPattern?
    public var impliedBy: CallPattern?
    /// Swift method names (`viewWillAppear(_:)`) the override kinds watch.
    public var methods: [String]?
    /// For `super-missing`: the catalog's requires-super levels that count (`yes`, `documented`).
    public var requiresSuper: [String]?
    /// For `super-prohibited`: only classes whose direct superclass is one of these.
    public var superclasses: [String]?
    /// `flow` (default) or `file`: where a `requires` call may be found.
    public var within: String?
    public var message: String?

    enum CodingKeys: String, CodingKey {
        case kind, event, resets, requires, methods, superclasses, within, message
        case notAfter = "not_after"
        case impliedBy = "implied_by"
        case requiresSuper = "requires_super"
    }

    public init(kind: Kind, event: CallPattern? = nil, message: String? = nil) {
        self.kind = kind
        self.event = event
        self.message = message
    }
}

/// A Swift call a static check matches: the method name, whose lifecycle it concerns and the
/// receiver and argument it must have.
public struct CallPattern: Codable, Hashable, Sendable {
    /// `receiver` (default: `child.didMove(toParent:)` concerns `child`) or `argument`
    /// (`addChild(child)`, `view.addSubview(child.view)` concern `child`); a trailing `.view` is dropped.
    public enum Subject: String, Codable, Hashable, Sendable { case receiver, argument }
    /// `self` (implicit or written), `controller` (an expression known to be a view controller), `any`.
    public enum Receiver: String, Codable, Hashable, Sendable { case `self`, controller, any }
    /// The first argument is `nil`, or anything else.
    public enum Argument: String, Codable, Hashable, Sendable {
        case `nil`
        case nonNil = "non-nil"
    }

    /// Swift name with argument labels, `didMove(toParent:)`; trailing closures may be left out.
    public var call: String
    public var subject: Subject?
    public var receiver: Receiver?
    public var argument: Argument?

    public init(call: String, subject: Subject? = nil, receiver: Receiver? = nil, argument: Argument? = nil) {
        self.call = call
        self.subject = subject
        self.receiver = receiver
        self.argument = argument
    }
}
