import ArgumentParser
import Foundation
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// Where an export goes: standard output, one file, or a folder of pages; failures exit 74. Files
/// are written whole and moved into place, never through a symlink (see `NewFile`).
enum ExportOutput {
    /// The file that marks a folder as a book `export all` wrote, which a later `export all` may rewrite.
    static let bookMarker = ".lifecycle-kb-book"

    /// Writes the text to `path`, or to standard output when there is none; a file already at `path`
    /// is replaced only when `replacing`.
    static func write(_ text: String, to path: String?, replacing: Bool) throws {
        guard let path else { return Terminal.write(text) }
        try NewFile.write(text.utf8, to: path, replacing: replacing)
    }

    /// Writes every page under the folder, which must be new, empty, or a book `export all` wrote;
    /// no symlink in it is followed.
    static func write(_ pages: [BookPage], under folder: String) throws {
        try prepareBook(folder)
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        for page in pages {
            let file = root.appending(path: page.path)
            var made = root
            for component in page.path.split(separator: "/").dropLast() {
                made = made.appending(path: String(component), directoryHint: .isDirectory)
                try makeFolder(made.path)
            }
            try NewFile.write(page.markdown.utf8, to: file.path, replacing: true)
        }
    }

    /// Makes sure `folder` is a real folder that `export all` may write into, and marks it.
    private static func prepareBook(_ folder: String) throws {
        try makeFolder(folder)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard entries.isEmpty || entries.contains(bookMarker) else {
            throw fail("\(folder) already exists and was not written by export all; give a new or empty folder")
        }
        if !entries.contains(bookMarker) {
            try NewFile.write("lifecycle-kb export all\n".utf8, to: folder + "/" + bookMarker, replacing: false)
        }
    }

    /// Creates a folder, or accepts one that is there as a real folder (not a symlink to one).
    private static func makeFolder(_ path: String) throws {
        if mkdir(path, 0o755) == 0 { return }
        guard errno == EEXIST else { throw fail("cannot create folder '\(path)': \(String(cString: strerror(errno)))") }
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw fail("'\(path)' is not a folder (a symlink is not followed); give a new folder")
        }
    }

    private static func fail(_ message: String) -> StoreError {
        .database(message)
    }
}
