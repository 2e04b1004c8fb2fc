import Foundation

/// Finds the Swift and Objective-C files (`.swift`, `.m`, `.mm`, and `.h` for the classes they declare)
/// under the paths given on the command line, skipping build products, dependency checkouts and
/// hidden folders, which are not the project's own code.
public enum SourceFileWalker {
    static let extensions: Set<String> = ["swift", "m", "mm", "h"]
    static let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

    /// The source files in `paths` (files as given, directories walked), sorted; the paths that do not exist.
    public static func files(in paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let root = URL(fileURLWithPath: path)
            guard let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in enumerator {
                if skipped.contains(url.lastPathComponent) {
                    enumerator.skipDescendants()
                } else if extensions.contains(url.pathExtension) {
                    let relative = url.path.dropFirst(root.path.count).drop { $0 == "/" }
                    files.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
        }
        return (files.sorted(), missing)
    }
}
