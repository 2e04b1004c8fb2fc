/// The timestamp and process prefix NSLog and the Xcode console put before a message
/// (`2024-05-01 10:00:00.123456+0800 App[123:4567] `), recognized so the message is read on its own.
/// Consecutive lines of one log share a few prefix layouts, so the last two layouts are tried first.
struct LogPrefix {
    /// Longer process parts are not remembered.
    private static let maximumProcess = 96

    /// Where each remembered layout's process part (`App[123:4567] `) sits relative to the prefix
    /// start, and its length; its bytes are in `processBytes`.
    private var processStarts = (0, 0)
    private var processLengths = (0, 0)
    private var processBytes = [UInt8](repeating: 0, count: 2 * maximumProcess)
    /// The layout a new one replaces: the older of the two.
    private var older = 0

    /// The index just after the prefix and its separating space, or nil when the line has none.
    mutating func end(of line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = line.baseAddress else { return nil }
        if let end = sameLayoutEnd(0, base, count: line.count, from: start) { return end }
        if let end = sameLayoutEnd(1, base, count: line.count, from: start) { return end }
        guard var index = Self.timestampEnd(base, count: line.count, from: start) else { return nil }
        let count = line.count
        while index < count, base[index] == ASCII.space { index += 1 }
        let processFrom = index
        if let process = Self.processEnd(base, count: count, from: index) { index = process }
        if index < count, base[index] == ASCII.space { index += 1 }
        let length = index - processFrom
        guard length <= Self.maximumProcess else { return index }
        let layout = older
        if layout == 0 {
            (processStarts.0, processLengths.0) = (processFrom - start, length)
        } else {
            (processStarts.1, processLengths.1) = (processFrom - start, length)
        }
        processBytes.withUnsafeMutableBufferPointer { bytes in
            (bytes.baseAddress! + layout * Self.maximumProcess).update(from: base + processFrom, count: length)
        }
        older = 1 - layout
        return index
    }

    /// The end of a prefix laid out like remembered layout `layout`: same timestamp shape, same
    /// process part.
    private func sameLayoutEnd(_ layout: Int, _ line: UnsafePointer<UInt8>, count: Int, from start: Int) -> Int? {
        let processStart = layout == 0 ? processStarts.0 : processStarts.1
        let processLength = layout == 0 ? processLengths.0 : processLengths.1
        let end = start + processStart + processLength
        guard processLength > 0, end <= count else { return nil }
        let date = line + start
        guard date[4] == ASCII.minus, date[7] == ASCII.minus, date[13] == ASCII.colon, date[16] == ASCII.colon,
            date[3] &- 48 < 10, date[18] &- 48 < 10,
            processBytes.withUnsafeBufferPointer({
                ByteStrings.equal($0.baseAddress! + layout * Self.maximumProcess, date + processStart, count: processLength)
            })
        else { return nil }
        return end
    }

    /// `YYYY-MM-DD HH:MM:SS` with optional fraction and time zone: the separators sit at fixed offsets,
    /// which is what tells a timestamp from a counter or a number.
    private static func timestampEnd(_ line: UnsafePointer<UInt8>, count: Int, from start: Int) -> Int? {
        guard start + 19 <= count else { return nil }
        let date = line + start
        guard date[4] == ASCII.minus, date[7] == ASCII.minus, date[13] == ASCII.colon, date[16] == ASCII.colon,
            date[10] == ASCII.space || date[10] == UInt8(ascii: "T"),
            date[3] &- 48 < 10, date[6] &- 48 < 10, date[9] &- 48 < 10, date[12] &- 48 < 10, date[18] &- 48 < 10
        else { return nil }
        var index = start + 19
        if index < count, line[index] == ASCII.dot || line[index] == ASCII.comma {
            index += 1
            while index < count, line[index] &- 48 < 10 { index += 1 }
        }
        guard index < count else { return index }
        if line[index] == UInt8(ascii: "Z") { return index + 1 }
        if line[index] == ASCII.plus || line[index] == ASCII.minus {
            var end = index + 1
            while end < count, line[end] &- 48 < 10 || line[end] == ASCII.colon { end += 1 }
            if end - index >= 3 { index = end }
        }
        return index
    }

    /// `App Name[123:4567]`: a process name, then `[pid:thread]`.
    private static func processEnd(_ line: UnsafePointer<UInt8>, count: Int, from start: Int) -> Int? {
        let limit = min(count, start + 96)
        var open = start
        while open < limit, line[open] != ASCII.openBracket { open += 1 }
        guard open < limit, open > start, open + 1 < count, line[open + 1] &- 48 < 10 else { return nil }
        var close = open + 2
        var colon = false
        while close < limit, line[close] != ASCII.closeBracket {
            if line[close] == ASCII.colon { colon = true } else if line[close] == ASCII.space { return nil }
            close += 1
        }
        return close < limit && colon ? close + 1 : nil
    }
}
