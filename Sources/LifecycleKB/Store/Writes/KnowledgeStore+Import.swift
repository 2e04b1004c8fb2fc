import Foundation
import GRDB
import LifecycleCheck
import LifecycleModel

extension KnowledgeStore {
    /// Imports traces all or nothing, in one transaction: each input is read once (so a pipe, a FIFO
    /// or a process substitution imports like a file), with the same readers as `check`, its content
    /// hashed in the same pass, and stored with its events and the verdicts of today's rules; content
    /// already stored is not stored twice, but gains the tags given now (and is still validated under
    /// `strict`). Any unreadable or malformed input, or one with no recognised event, leaves the
    /// store as it was.
    public func importTraces(_ imports: [TraceImport], strict: Bool = false) throws -> [TraceImportResult] {
        try requireWritable()
        let engine = try ruleEngine()
        let options = CheckOptions(strict: strict)
        // A missing or unreadable file fails before the write begins, with nothing locked or changed.
        for request in imports {
            if case .file(let path) = request.input { try TraceInputError.requireReadable(path) }
        }
        return try write { db in
            var results: [TraceImportResult] = []
            for request in imports {
                results.append(try store(request, engine: engine, options: options, db: db))
            }
            return results
        }
    }

    /// Reads and stores one input inside a savepoint; when its content hash shows it is already
    /// stored, the savepoint is rolled back and the stored trace gains the request's tags instead.
    private func store(_ request: TraceImport, engine: RuleEngine, options: CheckOptions, db: Database) throws -> TraceImportResult {
        var result: TraceImportResult?
        var existing: Row?
        try db.inSavepoint {
            let (inserted, hash) = try insert(request, engine: engine, options: options, db: db)
            existing = try Row.fetchOne(
                db, sql: "SELECT id, event_count, skipped_lines FROM trace WHERE content_hash = ?", arguments: [hash])
            if existing != nil { return .rollback }
            guard inserted.events > 0 else {
                throw TraceError(
                    file: request.input.name, line: 0, column: 0,
                    message: "no lifecycle event recognised in \(inserted.skippedLines) lines, so nothing was imported (is it a trace log?)"
                )
            }
            try db.execute(sql: "UPDATE trace SET content_hash = ? WHERE id = ?", arguments: [hash, inserted.traceID])
            result = inserted
            return .commit
        }
        if let existing { return try reimport(request, of: existing, db: db) }
        return result!
    }

    /// Content already stored: the trace gains the tags it did not have, and is reported as it was.
    private func reimport(_ request: TraceImport, of existing: Row, db: Database) throws -> TraceImportResult {
        let id: Int64 = existing["id"]
        var added: [String] = []
        for tag in Set(request.tags).sorted() {
            try db.execute(sql: "INSERT OR IGNORE INTO trace_tag (trace_id, tag) VALUES (?, ?)", arguments: [id, tag])
            if db.changesCount > 0 { added.append(tag) }
        }
        let violations = try Row.fetchAll(db, sql: "SELECT severity FROM trace_violation WHERE trace_id = ?", arguments: [id])
        let errors = violations.filter { $0["severity"] == "error" }.count
        return TraceImportResult(
            file: request.input.name, traceID: id, status: .alreadyImported, events: existing["event_count"],
            skippedLines: existing["skipped_lines"], errors: errors, warnings: violations.count - errors, addedTags: added)
    }

    /// Reads an input once, storing its events as they come under a provisional content hash; returns
    /// what was stored and the input's real content hash.
    private func insert(_ request: TraceImport, engine: RuleEngine, options: CheckOptions, db: Database) throws -> (
        TraceImportResult, String
    ) {
        let input = request.input
        let rows = TraceRowWriter(db: db)
        let header = TraceRowWriter.Header(
            name: request.name ?? (input.name as NSString).lastPathComponent, description: request.description,
            ios: request.ios, device: request.device, source: input.name, contentHash: "reading:\(UUID().uuidString)", origin: "user")
        let id = try rows.insertHeader(header)
        let inserter = try EventInserter(db: db, trace: id)
        let hasher = StreamHasher()
        let (report, objects) =
            switch input {
            case .bytes(let bytes, let name):
                try bytes.withUnsafeBufferPointer { buffer in
                    hasher.update(buffer)
                    return try engine.check(bytes: bytes, file: name, options: options, observe: inserter.insert)
                }
            case .descriptor(let descriptor, let name):
                try engine.check(descriptor: descriptor, file: name, options: options, tap: hasher.update, observe: inserter.insert)
            case .file(let path):
                try read(path) { descriptor in
                    try engine.check(descriptor: descriptor, file: path, options: options, tap: hasher.update, observe: inserter.insert)
                }
            }
        try inserter.insertObjects(objects, db: db)
        try rows.updateCounts(of: id, report: report)
        try rows.insertViolations(report.violations, of: id)
        for tag in Set(request.tags) {
            try db.execute(sql: "INSERT INTO trace_tag (trace_id, tag) VALUES (?, ?)", arguments: [id, tag])
        }
        let errors = report.violations.filter { $0.severity == .error }.count
        let result = TraceImportResult(
            file: input.name, traceID: id, status: .imported, events: report.events, skippedLines: report.skippedLines,
            errors: errors, warnings: report.violations.count - errors)
        return (result, hasher.hex)
    }
}

/// `body`'s result on the file at `path` opened for its one reading.
private func read<T>(_ path: String, _ body: (Int32) throws -> T) throws -> T {
    let descriptor = try TraceInputError.open(path)
    defer { close(descriptor) }
    return try body(descriptor)
}

/// The content hash of an input, updated chunk by chunk on the reading thread and read once reading
/// has finished (the engine's pipeline orders the two).
final class StreamHasher: @unchecked Sendable {
    private var hasher = ContentHasher()

    func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        hasher.update(UnsafeRawBufferPointer(bytes))
    }

    var hex: String { hasher.hex }
}
