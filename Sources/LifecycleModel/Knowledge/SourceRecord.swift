/// A document knowledge comes from: a seed article, an Apple page, an SDK header or a community page.
public struct SourceRecord: Codable, Hashable, Sendable {
    /// The kinds of source, so exports can group seed articles apart from Apple's documents.
    public enum Kind: String, Codable, Sendable {
        case seed, apple, header, community
    }

    public var id: String
    public var kind: Kind
    public var title: String
    public var url: String?

    public init(id: String, kind: Kind, title: String, url: String? = nil) {
        self.id = id
        self.kind = kind
        self.title = title
        self.url = url
    }
}
