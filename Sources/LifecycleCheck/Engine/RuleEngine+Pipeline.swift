import Foundation

extension RuleEngine {
    /// Checks a file with reading and checking on two threads: a reading thread splits and parses
    /// lines in batches while this thread builds their events and runs the monitors.
    func checkOverlapped(fileAt path: String, file: String, options: CheckOptions) throws -> CheckReport {
        var sink = SessionSink(session: try makeSession(options), vocabulary: vocabulary, observe: nil)
        var builder = EventBuilder(vocabulary: vocabulary)
        let pipeline = EventPipeline()
        let vocabulary = vocabulary
        let reading = Thread {
            var lines = LineReader(vocabulary: vocabulary, file: file, strict: options.strict)
            var batch = ParsedLineBatch()
            do {
                guard let input = ChunkedFile(path: path) else {
                    throw TraceError(file: file, line: 0, column: 0, message: "cannot open '\(path)'")
                }
                let failure = try input.forEachChunk { chunk in
                    try lines.read(chunk, into: &batch)
                    pipeline.push(&batch)
                }
                if let failure { throw TraceError(file: file, line: 0, column: 0, message: "cannot read '\(path)': \(failure)") }
                try lines.finish(into: &batch)
                pipeline.push(&batch)
                pipeline.finish(.success(.init(lines: lines.lineCount, skippedLines: lines.skippedLines)))
            } catch {
                // The lines before the bad one are checked, as when reading on one thread.
                pipeline.push(&batch)
                pipeline.finish(.failure(error))
            }
        }
        reading.start()
        var batch = ParsedLineBatch()
        while pipeline.next(&batch) { try builder.build(batch, into: &sink) }
        let summary = try pipeline.result()
        return CheckReport(
            file: file, events: builder.eventCount, objects: builder.objectCount, skippedLines: summary.skippedLines,
            violations: sink.session.finish(rules: rules, remaining: builder.remainingObjects))
    }
}
