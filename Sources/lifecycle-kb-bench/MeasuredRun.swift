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

    /// A command to measure beside others.
    struct Command {
        var executable: String
        var arguments: [String]
        var environment: [String: String] = [:]
        var discardOutput = false
    }

    /// The fastest run of each command, the least disturbed by the rest of the machine, over
    /// interleaved rounds: at least `count` of them and at least `seconds` of them, as hyperfine
    /// does. A burst of load on a two-core VM lasts seconds: the commands a ratio compares must meet
    /// it alike, not one of them all of it, and five rounds of a 0.2 s command can fall inside one.
    static func best(of count: Int, seconds: Double = 3, _ commands: [Command]) throws -> [MeasuredRun] {
        var best: [MeasuredRun?] = Array(repeating: nil, count: commands.count)
        let start = DispatchTime.now()
        var rounds = 0
        while rounds < count || Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 < seconds {
            rounds += 1
            for (index, command) in commands.enumerated() {
                let run = try run(
                    command.executable, command.arguments, environment: command.environment, discardOutput: command.discardOutput)
                if best[index].map({ run.seconds < $0.seconds }) ?? true { best[index] = run }
            }
        }
        return best.map { $0! }
    }
}

/// A benchmark that could not run.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
