import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One run of an external command: wall time and the child's peak resident memory.
struct MeasuredRun {
    var seconds: Double
    var peakRSSKiB: Int
    var status: Int32
    var output: String

    /// Runs a command to completion, stdout captured to a file (or thrown away, so a large output does
    /// not grow this process, whose peak RSS a spawned child reports as its own), measuring it with `wait4`.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], discardOutput: Bool = false
    ) throws -> MeasuredRun {
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).out")
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: outputURL.path])
        }
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if discardOutput {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, outputHandle.fileDescriptor, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { $1 }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let start = DispatchTime.now()
        guard posix_spawnp(&pid, executable, &actions, nil, argv, envp) == 0 else {
            throw BenchmarkError("cannot start \(executable)")
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        try outputHandle.close()
        let output = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return MeasuredRun(seconds: seconds, peakRSSKiB: Int(usage.ru_maxrss), status: exit, output: output)
    }

    /// The fastest of several runs, which is the least disturbed by the rest of the machine.
    static func best(
        of count: Int, _ executable: String, _ arguments: [String], environment: [String: String] = [:], discardOutput: Bool = false
    ) throws -> MeasuredRun {
        var runs: [MeasuredRun] = []
        for _ in 0..<count { runs.append(try run(executable, arguments, environment: environment, discardOutput: discardOutput)) }
        return runs.min { $0.seconds < $1.seconds }!
    }
}

/// A benchmark that could not run.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
