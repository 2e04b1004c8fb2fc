import Foundation

/// Runs the built `lifecycle-kb` binary the way a user does, against a private store.
struct BinaryRunner {
    /// What one run printed and how it ended.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Stdout parsed as one JSON value.
        func json() throws -> Any {
            try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
        }

        /// The one file report of `check --format json` for one file: JSON version 2 writes an array
        /// of file reports even then; nil when stdout is anything else.
        func fileReport() throws -> [String: Any]? {
            guard let reports = try json() as? [[String: Any]], reports.count == 1 else { return nil }
            return reports[0]
        }
    }

    /// The binary beside the test bundle (`swift test` builds every product into the same folder).
    static let binary: URL = {
        if let explicit = ProcessInfo.processInfo.environment["LIFECYCLE_KB_BIN"] { return URL(fileURLWithPath: explicit) }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "lifecycle-kb")
        if FileManager.default.isExecutableFile(atPath: beside.path()) { return beside }
        return packageRoot.appending(path: ".build/debug/lifecycle-kb")
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A fresh folder holding this runner's store.
    let folder: URL

    /// The folder every runner's folder of this test process is made in, removed when the process
    /// exits: a folder per runner left behind was gigabytes of /tmp after a few runs of the suite.
    static let root: URL = {
        atexit { try? FileManager.default.removeItem(at: BinaryRunner.root) }
        return FileManager.default.temporaryDirectory.appending(path: "lifecycle-kb-cli-\(UUID().uuidString)")
    }()

    /// A fresh folder with a store as the binary's first run makes it: a copy of the one it created
    /// once in this test process (`createdStore`).
    init() throws {
        folder = Self.root.appending(path: UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try Self.createdStore.get(), to: URL(fileURLWithPath: storePath))
    }

    /// The store `db migrate` created with this binary, once per test process. Creating one reads,
    /// validates and checks all of Data/, about 6 s of CPU in a debug build: done by every runner, it
    /// was about a third of the whole suite's time. A first run on no store is tested on its own
    /// (`DatabaseCommandTests.aFirstRunOnNoStoreCreatesItAndAnswers`).
    private static let createdStore = Swift.Result { () throws -> URL in
        let folder = root.appending(path: "created")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = folder.appending(path: "kb.sqlite")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["db", "migrate"]
        process.environment = ProcessInfo.processInfo.environment.merging(["LIFECYCLE_KB_DB": store.path()]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let wal = (try? FileManager.default.attributesOfItem(atPath: store.path() + "-wal")[.size] as? Int) ?? 0
        // A copy of the main file alone is the whole store only once its write-ahead log is empty.
        guard process.terminationStatus == 0, wal == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: store.path()])
        }
        return store
    }

    var storePath: String { folder.appending(path: "kb.sqlite").path() }

    /// Writes a fixture file into this runner's folder and returns its path.
    func write(_ text: String, named name: String) throws -> String {
        try write(Array(text.utf8), named: name)
    }

    /// Writes fixture bytes, valid UTF-8 or not, into this runner's folder and returns their path.
    func write(_ bytes: [UInt8], named name: String) throws -> String {
        let url = folder.appending(path: name)
        try Data(bytes).write(to: url)
        return url.path()
    }

    /// Starts the binary without waiting, output discarded, for tests that kill or race it.
    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = BinaryRunner.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LIFECYCLE_KB_DB"] = storePath
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs the binary with arguments and optional standard input, `LIFECYCLE_KB_DB` set to this
    /// runner's store and `environment` over the test's own.
    func run(
        _ arguments: [String], stdin: String? = nil, binary: URL = BinaryRunner.binary, directory: URL? = nil,
        environment extra: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LIFECYCLE_KB_DB"] = storePath
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { $1 }
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }
}
