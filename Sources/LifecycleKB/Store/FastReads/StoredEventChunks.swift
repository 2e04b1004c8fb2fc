import Foundation
import GRDBSQLite
import LifecycleCheck

/// What a reading thread makes of the event rows it steps: the columns it reads, and the event the
/// consuming thread takes from a row (nil to leave the row out, though it still counts as read).
protocol StoredRowReading: Sendable {
    associatedtype Event
    /// The columns read, in the order the reader's column numbers follow.
    static var columns: String { get }
    mutating func event(_ row: StoredEventRow) -> Event?
}

/// A stored trace's events, read ahead by two threads that each step their own read-only
/// connection over alternate chunks of `sequence`, and handed out in order. Stepping SQLite is most
/// of a `traces check` or `traces show`; with one thread stepping, the second core waited. The rows
/// of an imported trace never change and its id is never given again, so connections that find the
/// same content hash under the id read the same events; the rows read are still counted against the
/// trace's count. `StoredEventCursor` stepping every row on the caller's connection is the plain twin.
final class StoredEventChunks<Reading: StoredRowReading> {
    /// One chunk of events as the consumer needs them, and how many rows it stepped (an event the
    /// reading leaves out, such as one whose API today's catalog lacks, is stepped all the same).
    struct Chunk: PipelineBatch {
        var events: [Reading.Event] = []
        var rows = 0

        mutating func removeAll() {
            events.removeAll(keepingCapacity: true)
            rows = 0
        }
    }

    private let trace: Int64
    private let expectedEvents: Int
    private let pipelines: [BatchPipeline<Chunk, Void>]
    private var chunk = Chunk()
    private var position = 0
    private var taken = 0
    private var rows = 0
    private var done = false

    /// Starts the reading threads over the trace's events numbered `sequences`; nil when a
    /// connection cannot be opened or does not find the same trace (then the caller steps the
    /// rows itself).
    init?(
        path: String, trace: Int64, contentHash: String, sequences: ClosedRange<Int>, expectedEvents: Int, reading: Reading,
        span: Int, readers: Int = 2
    ) {
        var connections: [OpaquePointer] = []
        for _ in 0..<readers {
            guard let connection = Self.open(path: path, trace: trace, contentHash: contentHash) else {
                connections.forEach(Self.close)
                return nil
            }
            connections.append(connection)
        }
        self.trace = trace
        self.expectedEvents = expectedEvents
        pipelines = connections.map { _ in BatchPipeline<Chunk, Void>() }
        for (index, connection) in connections.enumerated() {
            let pipeline = pipelines[index]
            let lowers = stride(from: sequences.lowerBound + index * span, through: sequences.upperBound, by: span * readers)
            let read = ChunkReading(connection: connection, trace: trace, reading: reading)
            Thread { read.run(lowers, span: span, last: sequences.upperBound, into: pipeline) }.start()
        }
    }

    deinit { stop() }

    /// The next event in `sequence` order, nil after the last; throws what a reading thread met, or
    /// when fewer rows were read than the trace has.
    func next() throws -> Reading.Event? {
        while position == chunk.events.count {
            guard !done else { return nil }
            let pipeline = pipelines[taken % pipelines.count]
            guard pipeline.next(&chunk) else {
                done = true
                for pipeline in pipelines { try pipeline.result() }
                guard rows == expectedEvents else { throw StoreError.partialTrace(trace, events: expectedEvents, read: rows) }
                return nil
            }
            taken += 1
            rows += chunk.rows
            position = 0
        }
        defer { position += 1 }
        return chunk.events[position]
    }

    /// Stops the reading threads and waits for them, so that none outlives the caller's read.
    func stop() {
        for pipeline in pipelines { pipeline.stop() }
    }

    /// A read-only connection in a read transaction that sees the trace with this content hash, or nil.
    private static func open(path: String, trace: Int64, contentHash: String) -> OpaquePointer? {
        guard let connection = CurrentStore.connection(atPath: path) else { return nil }
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        // A forward scan revisits no page, so a small page cache does (SQLite's default is 2 MiB a connection).
        guard sqlite3_exec(connection, "PRAGMA cache_size = -256; BEGIN", nil, nil, nil) == SQLITE_OK,
            sqlite3_prepare_v2(connection, "SELECT content_hash FROM trace WHERE id = ?1 AND origin = 'user'", -1, &statement, nil)
                == SQLITE_OK,
            sqlite3_bind_int64(statement, 1, trace) == SQLITE_OK, sqlite3_step(statement) == SQLITE_ROW,
            let hash = sqlite3_column_text(statement, 0), String(cString: hash) == contentHash
        else {
            close(connection)
            return nil
        }
        return connection
    }

    private static func close(_ connection: OpaquePointer) {
        sqlite3_exec(connection, "COMMIT", nil, nil, nil)
        sqlite3_close_v2(connection)
    }

    /// What one reading thread does: steps its chunks on its own connection, then closes it.
    private struct ChunkReading: @unchecked Sendable {
        let connection: OpaquePointer
        let trace: Int64
        let reading: Reading

        func run(_ lowers: StrideThrough<Int>, span: Int, last: Int, into pipeline: BatchPipeline<Chunk, Void>) {
            var reading = reading
            var statement: OpaquePointer?
            let sql = "SELECT \(Reading.columns) FROM trace_event WHERE trace_id = ?1 AND sequence BETWEEN ?2 AND ?3 ORDER BY sequence"
            let result = Result<Void, Error> {
                guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK else { throw failure() }
                var chunk = Chunk()
                for lower in lowers {
                    sqlite3_reset(statement)
                    sqlite3_bind_int64(statement, 1, trace)
                    sqlite3_bind_int64(statement, 2, Int64(lower))
                    sqlite3_bind_int64(statement, 3, Int64(min(lower + span - 1, last)))
                    while true {
                        let code = sqlite3_step(statement)
                        guard code == SQLITE_ROW else {
                            guard code == SQLITE_DONE else { throw failure() }
                            break
                        }
                        chunk.rows += 1
                        if let event = reading.event(StoredEventRow(statement: statement)) { chunk.events.append(event) }
                    }
                    guard pipeline.push(&chunk) else { return }
                }
            }
            sqlite3_finalize(statement)
            StoredEventChunks.close(connection)
            pipeline.finish(result)
        }

        private func failure() -> StoreError {
            StoreError.database(String(cString: sqlite3_errmsg(connection)))
        }
    }
}
