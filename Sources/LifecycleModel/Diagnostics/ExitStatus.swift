/// The process exit codes the tool documents (sysexits.h where one fits); public API, so a code's
/// meaning never changes. Two names share 1 because scripts read it as "the answer is no".
public enum ExitStatus {
    /// Everything asked for was done and nothing was found wrong.
    public static let success: Int32 = 0
    /// `check` or `lint` found at least one error-level violation.
    public static let violationsFound: Int32 = 1
    /// `ask` could not answer, or the record asked for does not exist.
    public static let notFound: Int32 = 1
    /// The command line itself is wrong: unknown option, bad value, a format the command does not write.
    public static let usage: Int32 = 64
    /// An input was read but is not what it should be: a trace line, a YAML file, a rule.
    public static let malformedInput: Int32 = 65
    /// An input file is missing or cannot be opened.
    public static let missingInput: Int32 = 66
    /// `lint` cannot run `lifecycle-kb-lint`: it is not installed beside the binary or on `PATH`
    /// (`EX_UNAVAILABLE` in sysexits.h).
    public static let lintNotInstalled: Int32 = 69
    /// The database or the file system failed, or an error the tool does not know (its type is named).
    public static let databaseOrIO: Int32 = 74
}
