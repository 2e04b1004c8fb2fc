#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The width text answers wrap to: the terminal's columns, and none in a pipe or file, so scripts
/// and `grep` see each line whole.
public enum TerminalWidth {
    /// The columns of standard output's terminal; nil when standard output is not a terminal.
    public static func ofStandardOutput() -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns > 0 { return columns }
        return 80
    }
}
