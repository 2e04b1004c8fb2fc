import Foundation
import LifecycleModel

/// One trace to import: where its bytes come from and what to record about it.
public struct TraceImport: Sendable {
    /// A file (or a FIFO, or `/dev/fd/N` of a process substitution), an open descriptor (standard
    /// input), or bytes in memory; each is read once.
    public enum Input: Sendable {
        case file(String)
        case descriptor(Int32, name: String)
        case bytes([UInt8], name: String)

        /// How reports and errors name the input.
        public var name: String {
            switch self {
            case .file(let path): return path
            case .descriptor(_, let name), .bytes(_, let name): return name
            }
        }
    }

    public var input: Input
    public var name: String?
    public var description: String?
    public var tags: [String]
    public var ios: String?
    public var device: String?

    public init(
        input: Input, name: String? = nil, description: String? = nil, tags: [String] = [], ios: String? = nil, device: String? = nil
    ) {
        self.input = input
        self.name = name
        self.description = description
        self.tags = tags
        self.ios = ios
        self.device = device
    }
}

/// What became of one imported trace.
public struct TraceImportResult: Codable, Equatable, Sendable {
    /// Whether the trace was stored now or was already in the store (same content hash).
    public enum Status: String, Codable, Sendable {
        case imported
        case alreadyImported = "already-imported"
    }

    public var file: String
    public var traceID: Int64
    public var status: Status
    public var events: Int
    public var skippedLines: Int
    public var errors: Int
    public var warnings: Int
    /// Tags a re-import gave a trace that was already stored (a new import lists none here).
    public var addedTags: [String] = []

    enum CodingKeys: String, CodingKey {
        case file
        case traceID = "trace_id"
        case status, events
        case skippedLines = "skipped_lines"
        case errors, warnings
        case addedTags = "added_tags"
    }
}

/// An input that cannot be read at all: missing, a directory, or unreadable (exit 66). It is about the
/// whole file, so it has no line or column (`file: error: …`, as compilers print a file-level error).
public struct TraceInputError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): error: \(message)" }

    /// Fails unless the path names a readable regular file.
    public static func requireReadable(_ path: String) throws(TraceInputError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw TraceInputError(file: path, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw TraceInputError(file: path, message: "is a directory, expected a trace file") }
        guard FileManager.default.isReadableFile(atPath: path) else { throw TraceInputError(file: path, message: "not readable") }
    }

    /// Opens a file input for its one reading, failing before any write when it cannot be read.
    static func open(_ path: String) throws -> Int32 {
        try requireReadable(path)
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw TraceInputError(file: path, message: String(cString: strerror(errno))) }
        return descriptor
    }
}
