/// Text stored in both languages, because the seeds are Chinese and users search in both.
public struct Bilingual: Codable, Hashable, Sendable {
    public var en: String
    public var zh: String

    public init(en: String, zh: String) {
        self.en = en
        self.zh = zh
    }

    /// The text in the requested language.
    public func text(_ language: Language) -> String {
        language == .zh ? zh : en
    }
}

/// The two languages every summary is written in.
public enum Language: String, Codable, CaseIterable, Sendable {
    case en, zh
}
