import ArgumentParser
import Foundation
import LifecycleCLISupport
import LifecycleModel

/// `lint PATH... | -` runs `lifecycle-kb-lint`, the executable that carries swift-syntax, found beside
/// this one (then on `PATH`), with the same arguments, standard streams and exit code; keeping the
/// parser out of this binary is what lets it build from a clean clone in minutes.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Swift source for lifecycle mistakes (containment, appearance forwarding, super calls).",
        discussion: """
            Runs lifecycle-kb-lint, built with `swift build -c release --static-swift-stdlib --product
            lifecycle-kb-lint` and installed beside lifecycle-kb; `lifecycle-kb-lint --help` shows its
            options. Exit 69 when it is not installed.
            """
    )

    @Argument(parsing: .captureForPassthrough, help: "Swift files or directories, and lint's options.", completion: .file())
    var arguments: [String] = []

    func run() throws {
        let name = "lifecycle-kb-lint"
        let beside = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().appending(path: name).path
        let onPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
        guard let tool = ([beside].compactMap { $0 } + onPath).first(where: { access($0, X_OK) == 0 }) else {
            // Arguments pass through unread, so `--help` is answered here: what lint is and how to build it.
            if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
                Terminal.write(LifecycleKBCommand.helpMessage(for: Self.self) + "\n")
                return
            }
            CommandFailure.report(
                "lint needs \(name) beside this binary or on PATH; build it with `swift build -c release --static-swift-stdlib --product \(name)`"
            )
            throw ExitCode(ExitStatus.lintNotInstalled)
        }
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        execv(tool, argv)
        CommandFailure.report("cannot run \(tool): \(String(cString: strerror(errno)))")
        throw ExitCode(ExitStatus.lintNotInstalled)
    }
}
