import Foundation
import LifecycleModel
import Testing

@testable import LifecycleData
@testable import LifecycleKB

/// A broken data file fails with one located error per problem, before anything is written.
@Suite struct KnowledgeLoaderTests {
    /// The built-in files with one text replaced in one file.
    static func files(editing path: String, _ old: String, _ new: String) -> [(path: String, text: String)] {
        EmbeddedFiles.all.filter { $0.path.hasPrefix("Data/") }.map { file in
            guard file.path == path else { return file }
            return (file.path, file.text.replacingOccurrences(of: old, with: new))
        }
    }

    /// The 1-based line of the first occurrence of `needle` in a built-in file.
    static func line(of needle: String, in path: String) throws -> Int {
        let text = try #require(EmbeddedFiles.all.first { $0.path == path }?.text)
        let prefix = try #require(text.range(of: needle)).lowerBound
        return text[..<prefix].filter { $0 == "\n" }.count + 1
    }

    func expectError(_ files: [(path: String, text: String)], file: String, line: Int, containing message: String) {
        do {
            _ = try KnowledgeLoader.load(files: files)
            Issue.record("expected a validation error in \(file)")
        } catch {
            #expect(error.errors.contains { $0.file == file && $0.line == line && $0.message.contains(message) }, "\(error)")
        }
    }

    @Test func anUnknownAPINamesItsFileAndLine() throws {
        let path = "Data/facts/containment.yaml"
        let line = try Self.line(of: "'willMoveToParentViewController:'", in: path)
        expectError(
            Self.files(editing: path, "'willMoveToParentViewController:'", "'willMoveToParentViewControler:'"),
            file: path, line: line, containing: "unknown API 'willMoveToParentViewControler:'")
    }

    @Test func anUnknownAPIInARuleIsLocated() throws {
        let path = "Data/rules/appearance/duplicate.yaml"
        let text = try #require(EmbeddedFiles.all.first { $0.path == path }?.text)
        let spelling = try #require(["'viewDidAppear:'", "viewDidAppear:"].first { text.contains($0) })
        let line = try Self.line(of: spelling, in: path)
        expectError(Self.files(editing: path, spelling, "'viewDidApear:'"), file: path, line: line, containing: "viewDidApear:")
    }

    @Test func aMissingSourceIsLocated() throws {
        let path = "Data/orders/vc.appear.yaml"
        let line = try Self.line(of: "003_f38bfd5d0256f34e.txt", in: path)
        expectError(
            Self.files(editing: path, "003_f38bfd5d0256f34e.txt", "009_nowhere.txt"), file: path, line: line,
            containing: "unknown source '009_nowhere.txt'")
    }

    @Test func aDuplicateIdentifierIsReported() throws {
        var files = EmbeddedFiles.all.filter { $0.path.hasPrefix("Data/") }
        let order = try #require(files.first { $0.path == "Data/orders/vc.appear.yaml" })
        files.append((path: "Data/orders/vc.appear-copy.yaml", text: order.text))
        #expect(throws: DataValidationError.self) { try KnowledgeLoader.load(files: files) }
        do {
            _ = try KnowledgeLoader.load(files: files)
        } catch {
            #expect(error.errors.contains { $0.message == "duplicate order identifier 'vc.appear'" })
        }
    }

    @Test func invalidYAMLNamesTheLine() {
        let files = Self.files(editing: "Data/sources.yaml", "sources:", "sources: [")
        do {
            _ = try KnowledgeLoader.load(files: files)
            Issue.record("expected a YAML error")
        } catch {
            #expect(error.errors.contains { $0.file == "Data/sources.yaml" && $0.message.hasPrefix("invalid YAML") })
        }
    }
}
