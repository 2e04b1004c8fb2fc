import Foundation

/// The process's output streams, and whether they are terminals.
enum Terminal {
    /// The two streams a command writes to.
    enum Stream {
        case standardOutput, standardError

        var descriptor: Int32 { self == .standardOutput ? STDOUT_FILENO : STDERR_FILENO }
    }

    static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream.descriptor) == 1
    }

    /// Writes text as is to standard output, straight from the string's bytes (wrapping them in
    /// `Data` for `FileHandle` was a hundredth of a cold `ask`).
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Writes one line to standard error.
    static func writeError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
