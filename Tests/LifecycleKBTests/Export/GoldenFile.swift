import Foundation
import LifecycleModel
import Testing

/// Compares exporter output with a file under `Fixtures/golden/`; `UPDATE_GOLDEN=1` rewrites the files instead.
enum GoldenFile {
    static let folder = PackagePaths.fixtures.appending(path: "golden")

    static func expect(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = folder.appending(path: name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file)
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path()) else {
            Issue.record("missing golden file \(name); run the tests with UPDATE_GOLDEN=1 to write it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let first = Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 } ?? min(actualLines.count, expectedLines.count)
        let got = first < actualLines.count ? String(actualLines[first]) : "<end>"
        let wanted = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
        Issue.record(
            "\(name) differs at line \(first + 1):\n  got:      \(got)\n  expected: \(wanted)\n(UPDATE_GOLDEN=1 rewrites it after a deliberate change)",
            sourceLocation: sourceLocation)
    }
}
