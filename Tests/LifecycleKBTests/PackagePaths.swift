import Foundation

/// Where the package and its test fixtures are, found from this source file.
enum PackagePaths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
}

/// Fresh store paths in a temporary folder per test.
enum TemporaryStore {
    static func path() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(path: "lifecycle-kb-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appending(path: "kb.sqlite").path()
    }
}
