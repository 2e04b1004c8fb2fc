import ArgumentParser
import LifecycleModel

/// The one refusal for a typed name nothing has — a command, an option, a rule, order, scenario,
/// source or trace id, an API: `unknown rule 'x'; did you mean `y`?`, with the nearest names
/// (`DidYouMean`), else the few known ones, else the command that lists them.
public enum UnknownName {
    /// Known names a refusal lists when none is close, at most: every rule group (about a dozen), not every rule.
    public static let listed = 16

    /// The error line for `name`, of `kind`, among `known`; `listedBy` is the command that lists them all.
    public static func message(_ kind: String, _ name: String, among known: [String], listedBy: String? = nil) -> String {
        let head = "unknown \(kind) '\(name)'"
        let close = DidYouMean.clause(for: name, among: known)
        if !close.isEmpty { return head + close }
        if !known.isEmpty && known.count <= listed {
            return head + "; the \(kind)s are " + Set(known).sorted().map { "`\($0)`" }.joined(separator: ", ")
        }
        return head + (listedBy.map { "; `lifecycle-kb \($0)` lists them" } ?? "")
    }

    /// Reports the refusal and returns the exit code to throw: 1 for a record nothing has (the default),
    /// `ExitCode.validationFailure` (64) for a name the command line itself got wrong.
    public static func fail(
        _ kind: String, _ name: String, among known: [String], listedBy: String? = nil, status: Int32 = ExitStatus.notFound
    ) -> ExitCode {
        CommandFailure.refusal(message(kind, name, among: known, listedBy: listedBy), status: status)
    }
}
