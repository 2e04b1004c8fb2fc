/// The console warnings' patterns, with the word each one's text must start with, so a line is
/// matched only against the patterns whose word it holds. With a few dozen patterns, trying each on
/// every line that misses the message cache was most of the time of a log of many classes; one pass
/// over the line's word starts now picks the few worth trying. Its plain twin, which tries every
/// pattern in order, is in the tests (`Twins/ConsoleWarningPattern+FirstMatch`), held to one answer.
struct ConsoleWarningSearch: Sendable {
    let patterns: [ConsoleWarningPattern]
    /// Lines shorter than every pattern's literal text cannot match.
    let shortest: Int
    /// Word keys (`key(of:)`) and the patterns that need each, by open addressing; key 0 is empty.
    private let keys: [UInt32]
    private let needs: [UInt64]
    /// Patterns with no word of four letters to look for (or past the 64th): always tried.
    private let alwaysTried: UInt64
    private let tableMask: Int

    init(_ patterns: [ConsoleWarningPattern]) {
        self.patterns = patterns
        shortest = patterns.map(\.minimumLength).min() ?? Int.max
        let size = 64
        var keys = [UInt32](repeating: 0, count: size)
        var needs = [UInt64](repeating: 0, count: size)
        var always: UInt64 = 0
        for (index, pattern) in patterns.enumerated() {
            guard index < 64, let word = pattern.leadingWord else {
                if index < 64 { always |= 1 << UInt64(index) } else { always = .max }
                continue
            }
            let key = Self.key(of: word)
            var slot = Self.slot(key, size - 1)
            while keys[slot] != 0, keys[slot] != key { slot = (slot + 1) & (size - 1) }
            keys[slot] = key
            needs[slot] |= 1 << UInt64(index)
        }
        self.keys = keys
        self.needs = needs
        alwaysTried = always
        tableMask = size - 1
    }

    /// The first pattern, in order, that the message holds, as `ConsoleWarningPattern.firstMatch` finds it.
    func firstMatch(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> (pattern: Int, match: ConsoleWarningPattern.Match)? {
        guard line.count - start >= shortest else { return nil }
        var candidates = alwaysTried
        var index = start
        while index + 4 <= line.count {
            if ASCII.isLetter(line[index]), index == 0 || !ASCII.isIdentifier(line[index - 1]) {
                let key = Self.key(of: line, at: index)
                var slot = Self.slot(key, tableMask)
                while keys[slot] != 0 {
                    if keys[slot] == key {
                        candidates |= needs[slot]
                        break
                    }
                    slot = (slot + 1) & tableMask
                }
            }
            index += 1
        }
        while candidates != 0 {
            let position = candidates.trailingZeroBitCount
            candidates &= candidates - 1
            guard position < patterns.count else { break }
            if let match = patterns[position].match(line, from: start) { return (position, match) }
        }
        // Past the 64th pattern, every one is tried in order, after the anchored ones failed.
        if alwaysTried == .max {
            for position in 64..<max(64, patterns.count) {
                if let match = patterns[position].match(line, from: start) { return (position, match) }
            }
        }
        return nil
    }

    /// Four bytes as one key, letters in lower case (`| 0x20` leaves the other bytes of a word as they are).
    @inline(__always)
    private static func key(of line: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        (UInt32(line[index]) | UInt32(line[index + 1]) << 8 | UInt32(line[index + 2]) << 16 | UInt32(line[index + 3]) << 24) | 0x2020_2020
    }

    private static func key(of word: [UInt8]) -> UInt32 {
        word.withUnsafeBufferPointer { key(of: $0, at: 0) }
    }

    @inline(__always)
    private static func slot(_ key: UInt32, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 26) & mask
    }
}

extension ConsoleWarningPattern {
    /// A word of at least four bytes, starting with a letter, of the pattern's first literal text:
    /// every line the pattern matches holds it at a word start.
    var leadingWord: [UInt8]? {
        guard case .literal(let bytes) = parts.first else { return nil }
        return bytes.split(separator: ASCII.space).first { $0.count >= 4 && ASCII.isLetter($0.first!) }.map(Array.init)
    }
}
