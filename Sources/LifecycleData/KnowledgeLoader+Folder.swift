import Foundation

extension KnowledgeLoader {
    /// Loads a `Data/` folder from disk (tests, tools), each file named `Data/<path below folder>` as
    /// the embedded copy names it, so errors point at the same places.
    public static func load(folder: URL) throws -> KnowledgeBundle {
        try load(files: try files(in: folder))
    }

    /// Every `.yaml` file below `folder` with its text, sorted by path.
    public static func files(in folder: URL) throws -> [(path: String, text: String)] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        return try walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".yaml") }.sorted().map { relative in
            ("Data/" + relative, try String(contentsOfFile: base + "/" + relative, encoding: .utf8))
        }
    }
}
