import LifecycleModel

/// How a source reads next to its id, in both languages: `apple.loadview — UIViewController.loadView,
/// Apple documentation`.
public enum SourceLabels {
    /// What kind of document a source is, in words.
    public static func kind(_ kind: String, _ language: Language) -> String {
        switch (kind, language) {
        case ("seed", .en): "seed article"
        case ("apple", .en): "Apple documentation"
        case ("header", .en): "SDK header"
        case ("community", .en): "community page"
        case ("seed", .zh): "种子文章"
        case ("apple", .zh): "Apple 文档"
        case ("header", .zh): "SDK 头文件"
        case ("community", .zh): "社区文章"
        default: kind
        }
    }

    /// One line per source: the id, its title and its kind; ids without a record stand alone.
    public static func lines(_ ids: [String], cited: [CitedSource], _ language: Language) -> [String] {
        let byID = Dictionary(cited.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.map { id in
            guard let source = byID[id] else { return id }
            return "\(id) — \(source.title), \(kind(source.kind, language))"
        }
    }
}
