import Foundation

/// SARIF 2.1.0, the format GitHub code scanning uploads (`github/codeql-action/upload-sarif`), so
/// findings appear as annotations on pull requests.
public struct SARIFReporter: Reporter {
    public var tool: ReportTool

    public init(tool: ReportTool) {
        self.tool = tool
    }

    public func report(_ files: [FileReport]) -> String {
        let ordered = files.flatMap(\.diagnostics)
        let ruleIDs = Array(Set(ordered.map(\.category)).union(tool.rules.keys)).sorted()
        var driver: [String: Any] = [
            "name": tool.name,
            "rules": ruleIDs.map { id -> [String: Any] in
                ["id": id, "shortDescription": ["text": tool.rules[id] ?? id]]
            },
        ]
        if let version = tool.version { driver["version"] = version }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "results": ordered.map { result($0, ruleIDs: ruleIDs) }]],
        ]
        // Only strings, numbers, arrays and dictionaries: serialisation cannot fail.
        let data =
            (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func result(_ diagnostic: Diagnostic, ruleIDs: [String]) -> [String: Any] {
        var text = diagnostic.message
        if let fix = diagnostic.fix { text += " Fix: \(fix)" }
        var result: [String: Any] = [
            "ruleId": diagnostic.category,
            "level": diagnostic.severity.rawValue,
            "message": ["text": text],
        ]
        if let index = ruleIDs.firstIndex(of: diagnostic.category) { result["ruleIndex"] = index }
        if let location = diagnostic.location.flatMap(physical) { result["locations"] = [location] }
        let related = diagnostic.notes.enumerated().compactMap { index, note -> [String: Any]? in
            guard var location = note.location.flatMap(physical) else { return nil }
            location["id"] = index
            location["message"] = ["text": note.message]
            return location
        }
        if !related.isEmpty { result["relatedLocations"] = related }
        return result
    }

    /// SARIF wants a file URI relative to the checkout and 1-based line and column.
    private func physical(_ location: Diagnostic.Location) -> [String: Any]? {
        guard let file = location.file else { return nil }
        var region: [String: Any] = [:]
        if let line = location.line { region["startLine"] = line }
        if let column = location.column { region["startColumn"] = column }
        var physical: [String: Any] = ["artifactLocation": ["uri": file.hasPrefix("./") ? String(file.dropFirst(2)) : file]]
        if !region.isEmpty { physical["region"] = region }
        return ["physicalLocation": physical]
    }
}
