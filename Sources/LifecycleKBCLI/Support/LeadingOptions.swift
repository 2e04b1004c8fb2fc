import ArgumentParser
import LifecycleCLISupport

/// `lifecycle-kb --db X db status`, as git-style tools allow: the options every command shares, given
/// before the command, move behind the command's names, where ArgumentParser reads them.
enum LeadingOptions {
    /// The shared options that may come first, and those of them that take a value.
    static let shared: Set<String> = ["--db", "--format", "--no-color"]
    static let valued: Set<String> = ["--db", "--format"]

    /// The arguments with leading shared options moved behind the command's names (`db status --db X`);
    /// anything else is returned as it is, without looking at the command tree.
    static func moved(_ arguments: [String], under root: any ParsableCommand.Type) -> [String] {
        guard let first = arguments.first, shared.contains(FastPath.split(first).name) else { return arguments }
        var index = 0
        while index < arguments.count {
            let (name, inline) = FastPath.split(arguments[index])
            guard shared.contains(name) else { break }
            index += inline == nil && valued.contains(name) ? 2 : 1
        }
        index = min(index, arguments.count)
        var command = root
        var end = index
        while end < arguments.count, let sub = command.configuration.subcommands.first(where: { $0.isNamed(arguments[end]) }) {
            command = sub
            end += 1
        }
        return Array(arguments[index..<end] + arguments[..<index] + arguments[end...])
    }
}
