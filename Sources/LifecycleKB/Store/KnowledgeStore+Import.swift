import Foundation
import GRDB
import LifecycleCheck

extension KnowledgeStore {
    /// Imports traces all or nothing, in one transaction: each is read with the same readers as
    /// `check`, stored with its events and the verdicts of today's rules; content already stored is
    /// not stored twice. Any unreadable or malformed input leaves the store exactly as it was.
    public func importTraces(_ imports: [TraceImport], strict: Bool = false) throws -> [TraceImportResult] {
        let engine = try ruleEngine()
        let hashes = try imports.map { try TraceInputError.hash($0.input) }
        let options = CheckOptions(strict: strict)
        return try write { db in
            var results: [TraceImportResult] = []
            for (request, hash) in zip(imports, hashes) {
                if let existing = try Row.fetchOne(db, sql: "SELECT id, event_count, skipped_lines FROM trace WHERE content_hash = ?", arguments: [hash]) {
                    let violations = try Row.fetchAll(db, sql: "SELECT severity FROM trace_violation WHERE trace_id = ?", arguments: [existing["id"] as Int64])
                    let errors = violations.filter { $0["severity"] == "error" }.count
                    results.append(TraceImportResult(
                        file: request.input.name, traceID: existing["id"], status: .alreadyImported, events: existing["event_count"],
                        skippedLines: existing["skipped_lines"], errors: errors, warnings: violations.count - errors))
                    continue
                }
                results.append(try insert(request, hash: hash, engine: engine, options: options, db: db))
            }
            return results
        }
    }

    private func insert(_ request: TraceImport, hash: String, engine: RuleEngine, options: CheckOptions, db: Database) throws -> TraceImportResult {
        let rows = TraceRowWriter(db: db)
        let header = TraceRowWriter.Header(
            name: request.name ?? (request.input.name as NSString).lastPathComponent, description: request.description,
            ios: request.ios, device: request.device, source: request.input.name, contentHash: hash, origin: "user")
        let id = try rows.insertHeader(header, report: CheckReport(file: request.input.name, events: 0, objects: 0, skippedLines: 0, violations: []))
        let inserter = try EventInserter(db: db, trace: id)
        let (report, objects) = switch request.input {
        case .file(let path): try engine.check(fileAt: path, options: options, observe: inserter.insert)
        case .bytes(let bytes, let name): try engine.check(bytes: bytes, file: name, options: options, observe: inserter.insert)
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
