import Foundation
import GRDB
import LifecycleCheck

extension KnowledgeStore {
    /// Imports traces all or nothing, in one transaction: each is read with the same readers as
    /// `check`, stored with its events and the verdicts of today's rules; content already stored is
    /// not stored twice, but gains the tags given now (and is still validated under `strict`). Any
    /// unreadable or malformed input, or one with no recognised event, leaves the store as it was.
    public func importTraces(_ imports: [TraceImport], strict: Bool = false) throws -> [TraceImportResult] {
        try requireWritable()
        let engine = try ruleEngine()
        let hashes = try imports.map { try TraceInputError.hash($0.input) }
        let options = CheckOptions(strict: strict)
        return try write { db in
            var results: [TraceImportResult] = []
            for (request, hash) in zip(imports, hashes) {
                if let existing = try Row.fetchOne(
                    db, sql: "SELECT id, event_count, skipped_lines FROM trace WHERE content_hash = ?", arguments: [hash])
                {
                    if strict { _ = try check(request.input, engine: engine, options: options) }
                    results.append(try reimport(request, of: existing, db: db))
                    continue
                }
                results.append(try insert(request, hash: hash, engine: engine, options: options, db: db))
            }
            return results
        }
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

    /// Reads an input with the checker alone, storing nothing: `strict` refuses what it must refuse.
    private func check(_ input: TraceImport.Input, engine: RuleEngine, options: CheckOptions) throws -> CheckReport {
        switch input {
        case .file(let path): return try engine.check(fileAt: path, options: options)
        case .bytes(let bytes, let name): return try engine.check(bytes: bytes, file: name, options: options)
        }
    }

    private func insert(_ request: TraceImport, hash: String, engine: RuleEngine, options: CheckOptions, db: Database) throws
        -> TraceImportResult
    {
        let rows = TraceRowWriter(db: db)
        let header = TraceRowWriter.Header(
            name: request.name ?? (request.input.name as NSString).lastPathComponent, description: request.description,
            ios: request.ios, device: request.device, source: request.input.name, contentHash: hash, origin: "user")
        let id = try rows.insertHeader(
            header, report: CheckReport(file: request.input.name, events: 0, objects: 0, skippedLines: 0, violations: []))
        let inserter = try EventInserter(db: db, trace: id)
        let (report, objects) =
            switch request.input {
            case .file(let path): try engine.check(fileAt: path, options: options, observe: inserter.insert)
            case .bytes(let bytes, let name): try engine.check(bytes: bytes, file: name, options: options, observe: inserter.insert)
            }
        guard report.events > 0 else {
            throw TraceError(
                file: request.input.name, line: 0, column: 0,
                message: "no lifecycle event recognised in \(report.skippedLines) lines, so nothing was imported (is it a trace log?)")
        }
        try inserter.insertObjects(objects, db: db)
        try rows.updateCounts(of: id, report: report)
        try rows.insertViolations(report.violations, of: id)
        for tag in Set(request.tags) {
            try db.execute(sql: "INSERT INTO trace_tag (trace_id, tag) VALUES (?, ?)", arguments: [id, tag])
        }
        let errors = report.violations.filter { $0.severity == .error }.count
        return TraceImportResult(
            file: request.input.name, traceID: id, status: .imported, events: report.events, skippedLines: report.skippedLines,
            errors: errors, warnings: report.violations.count - errors)
    }
}
