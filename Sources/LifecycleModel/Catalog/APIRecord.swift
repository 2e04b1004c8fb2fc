/// One UIKit API of the catalog: a callback, a method, a property or an initializer of one class.
public struct APIRecord: Codable, Hashable, Sendable {
    /// What kind of member this is, which decides who calls it.
    public enum Kind: String, Codable, Sendable {
        /// UIKit calls your override.
        case callback
        /// Your code calls it.
        case method
        case property
        case initializer
    }

    /// Whether an override must call super, and how strongly the SDK says so.
    public enum RequiresSuper: String, Codable, Sendable {
        /// `NS_REQUIRES_SUPER` in the header.
        case yes
        /// The header comment or the documentation says to call super.
        case documented
        case no
        /// The documentation says not to call super (`loadView`).
        case never
    }

    /// Whose lifecycle a trace event of this API belongs to.
    public enum Subject: String, Codable, Sendable {
        case receiver, argument
    }

    public var className: String
    public var selector: String
    public var swift: String?
    public var swift4: String?
    public var kind: Kind
    public var introduced: String?
    public var deprecated: String?
    public var requiresSuper: RequiresSuper
    public var subject: Subject?
    public var plainWord: Bool?
    public var aliases: [String]?
    public var summary: Bilingual
    /// When UIKit calls it, when it is true, or what calling it does, from its sources; every entry
    /// of the lifecycle surface has one, so no answer about it is left with nothing to say.
    public var when: Bilingual?
    /// What documentedly leads to it: API spellings, or `event:<id>` for a trigger that is no call.
    public var triggeredBy: [String]?
    /// What documentedly comes after it or what it sets off, as API spellings, in order.
    public var follows: [String]?
    public var sources: [String]

    /// The stable identifier, `UIViewController.addChildViewController:`.
    public var id: String { "\(className).\(selector)" }

    enum CodingKeys: String, CodingKey {
        case className = "class"
        case selector, swift, swift4, kind, introduced, deprecated
        case requiresSuper = "requires_super"
        case subject
        case plainWord = "plain_word"
        case aliases, summary, when
        case triggeredBy = "triggered_by"
        case follows, sources
    }

    public init(
        className: String, selector: String, swift: String?, swift4: String? = nil, kind: Kind,
        introduced: String? = nil, deprecated: String? = nil, requiresSuper: RequiresSuper = .no,
        subject: Subject? = nil, plainWord: Bool? = nil, aliases: [String]? = nil,
        summary: Bilingual, when: Bilingual? = nil, triggeredBy: [String]? = nil, follows: [String]? = nil, sources: [String]
    ) {
        self.className = className
        self.selector = selector
        self.swift = swift
        self.swift4 = swift4
        self.kind = kind
        self.introduced = introduced
        self.deprecated = deprecated
        self.requiresSuper = requiresSuper
        self.subject = subject
        self.plainWord = plainWord
        self.aliases = aliases
        self.summary = summary
        self.when = when
        self.triggeredBy = triggeredBy
        self.follows = follows
        self.sources = sources
    }
}
