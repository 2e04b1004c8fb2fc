import Foundation

extension RuleEngine {
    /// Checks a file with reading and checking on two threads: a reading thread parses lines into
    /// events in batches while this thread runs the monitors.
    func checkOverlapped(fileAt path: String, file: String, options: CheckOptions) throws -> CheckReport {
        var session = try makeSession(options)
        let pipeline = EventPipeline()
        let vocabulary = vocabulary
        let reading = Thread {
            var reader = TraceReader(vocabulary: vocabulary, file: file, strict: options.strict)
            var batch: [RawEvent] = []
            batch.reserveCapacity(EventPipeline.batchSize)
            do {
                try reader.readRaw(fileAt: path) { event, _ in
                    batch.append(event)
                    if batch.count == EventPipeline.batchSize {
                        pipeline.push(batch)
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                if !batch.isEmpty { pipeline.push(batch) }
                pipeline.finish(.success(.init(events: reader.eventCount, skippedLines: reader.skippedLines, objects: reader.objects)))
            } catch {
                pipeline.finish(.failure(error))
            }
        }
        reading.start()
        while let batch = pipeline.next() {
            for event in batch { session.feed(event) }
        }
        let summary = try pipeline.result()
        return CheckReport(
            file: file, events: summary.events, objects: summary.objects.count, skippedLines: summary.skippedLines,
            violations: session.finish(rules: rules, objects: summary.objects))
    }
}
