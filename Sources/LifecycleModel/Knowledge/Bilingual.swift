/// Text stored in both languages, because the seeds are Chinese and users search in both.
public struct Bilingual: Codable, Hashable, Sendable {
    /// The English text; read from a snapshot, it stays bytes until asked for (see `DeferredText`).
    public var en: String {
        get { enText.string }
        set { enText = DeferredText(newValue) }
    }
    /// The Chinese text, kept the same way.
    public var zh: String {
        get { zhText.string }
        set { zhText = DeferredText(newValue) }
    }
    private var enText: DeferredText
    private var zhText: DeferredText

    public init(en: String, zh: String) {
        self.enText = DeferredText(en)
        self.zhText = DeferredText(zh)
    }

    /// The texts a snapshot holds, still undecoded.
    init(enText: DeferredText, zhText: DeferredText) {
        self.enText = enText
        self.zhText = zhText
    }

    /// The text in the requested language.
    public func text(_ language: Language) -> String {
        language == .zh ? zh : en
    }

    /// The keys the synthesized conformance used, so the JSON stays the same.
    private enum CodingKeys: String, CodingKey {
        case en, zh
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(en: try container.decode(String.self, forKey: .en), zh: try container.decode(String.self, forKey: .zh))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(en, forKey: .en)
        try container.encode(zh, forKey: .zh)
    }

    /// Equal texts are equal however they are stored.
    public static func == (lhs: Bilingual, rhs: Bilingual) -> Bool {
        lhs.en == rhs.en && lhs.zh == rhs.zh
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(en)
        hasher.combine(zh)
    }
}

/// The two languages every summary is written in.
public enum Language: String, Codable, CaseIterable, Sendable {
    case en, zh
}
