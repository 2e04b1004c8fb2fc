/// One file of an exported Markdown book: its path relative to the book's folder, and its text.
public struct BookPage: Equatable, Sendable {
    /// A relative path with `/` separators, such as `rules/appearance.md`.
    public var path: String
    /// The page's Markdown, links relative to the page's own folder.
    public var markdown: String

    public init(path: String, markdown: String) {
        self.path = path
        self.markdown = markdown
    }

    /// A file name for an identifier: letters, digits, `.`, `-` and `_` kept, anything else a `-`,
    /// so a page name needs no escaping in a link and cannot leave its folder.
    static func fileName(_ id: String) -> String {
        let safe = String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
        return (safe.hasPrefix(".") ? "-" + safe.dropFirst() : safe) + ".md"
    }
}
