import ArgumentParser
import Foundation
import LifecycleKB
import LifecycleModel

/// Where an export goes: standard output, one file, or a folder of pages; failures exit 74.
enum ExportOutput {
    /// Writes the text to `path`, or to standard output when there is none.
    static func write(_ text: String, to path: String?) throws {
        guard let path else { return Terminal.write(text) }
        try writeFile(text, to: URL(fileURLWithPath: path))
    }

    /// Writes every page under the folder, creating it and its subfolders.
    static func write(_ pages: [BookPage], under folder: String) throws {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        for page in pages {
            let file = root.appending(path: page.path)
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                CommandFailure.report("cannot create folder '\(file.deletingLastPathComponent().path)': \(reason(error))")
                throw ExitCode(ExitStatus.databaseOrIO)
            }
            try writeFile(page.markdown, to: file)
        }
    }

    private static func writeFile(_ text: String, to file: URL) throws {
        do {
            try Data(text.utf8).write(to: file)
        } catch {
            CommandFailure.report("cannot write '\(file.path)': \(reason(error))")
            throw ExitCode(ExitStatus.databaseOrIO)
        }
    }

    /// The operating system's words for a failure, without Foundation's wrapping.
    private static func reason(_ error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error,
            (underlying as NSError).domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32((underlying as NSError).code)))
        }
        return error.localizedDescription
    }
}
