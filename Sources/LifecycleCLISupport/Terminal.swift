import Foundation
import LifecycleModel

/// The process's output streams, and whether they are terminals. Every write to standard output is
/// checked: one that fails (a full disk, a closed pipe while SIGPIPE is ignored) ends the process
/// with one message and exit 74, never a crash nor a silent exit 0.
public enum Terminal {
    /// The two streams a command writes to.
    public enum Stream {
        case standardOutput, standardError

        /// The file descriptor behind the stream.
        public var descriptor: Int32 { self == .standardOutput ? STDOUT_FILENO : STDERR_FILENO }
    }

    /// Whether the stream is a terminal rather than a pipe or a file.
    public static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream.descriptor) == 1
    }

    /// Whether to colour output on this stream: only on a terminal, and never when `--no-color` or
    /// `NO_COLOR` asks not to.
    public static func useColor(on stream: Stream, noColor: Bool) -> Bool {
        !noColor && ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isTerminal(stream)
    }

    /// Writes text to standard output, straight from the string's bytes, with the control
    /// characters of user data made visible (see `VisibleControls`); `styled` text (colour on a
    /// terminal) keeps its escape sequences.
    public static func write(_ text: String, styled: Bool = false) {
        var text = text
        text.withUTF8 { bytes in write(bytes, styled: styled) }
    }

    /// Writes bytes to standard output, control characters made visible unless `styled`.
    public static func write(_ bytes: UnsafeBufferPointer<UInt8>, styled: Bool = false) {
        guard !styled, VisibleControls.needsChange(bytes) else { return writeAll(bytes) }
        VisibleControls.visible(bytes).withUnsafeBufferPointer(writeAll)
    }

    /// Writes one line to standard error; a failure there has nowhere to be told, so it is dropped.
    public static func writeError(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { bytes in _ = writeAll(bytes, to: STDERR_FILENO) }
    }

    /// Writes every byte to standard output, or reports why not and exits 74.
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let failure = writeAll(bytes, to: STDOUT_FILENO) else { return }
        writeError(CommandFailure.errorPrefix + "cannot write to standard output: " + String(cString: strerror(failure)))
        exit(ExitStatus.databaseOrIO)
    }

    /// Writes every byte to a descriptor, retrying an interrupted write; the `errno` of a failure.
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return written == 0 ? EIO : errno }
            offset += written
        }
        return nil
    }
}
