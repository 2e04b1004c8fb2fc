import Foundation
import LifecycleTraceGenerator

/// Writes a valid trace of at least `events` events generated from the model, in one log shape:
/// rounds of apps, each round with fresh object numbers and every app closing at its end, so the live
/// objects stay bounded however long the trace.
struct ShapeTrace {
    var events: Int
    var shape: LogShape

    /// Writes the trace and returns how many lines it has.
    func write(to url: URL) throws -> Int {
        try TraceFile.write(to: url) { handle in
            var written = 0
            var lines = 0
            var round = 0
            while written < events {
                let generator = TraceGenerator(apps: 200, scenariosPerApp: 12, seed: UInt64(round + 1), firstNumber: round * 200_000)
                let batch = generator.events()
                let (text, _) = TraceGenerator.render(batch, in: shape)
                handle.write(Data(text.utf8))
                written += batch.count
                lines += text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
                round += 1
            }
            return lines
        }
    }
}
