import LifecycleModel

extension StoredEvent {
    /// Appends the event in the bytes `JSONEncoder` writes for it with `.prettyPrinted, .sortedKeys,
    /// .withoutEscapingSlashes` (the CLI's JSON; absent optionals left out), so `traces show --format
    /// json` streams millions of events without an encoder per event.
    public func appendPrettyJSON(to out: inout [UInt8]) {
        var first = true
        func key(_ name: StaticString) {
            out.append(contentsOf: (first ? "{\n  \"" : ",\n  \"").utf8)
            first = false
            out.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
            out.append(contentsOf: "\" : ".utf8)
        }
        func text(_ name: StaticString, _ value: String?) {
            guard let value else { return }
            key(name)
            JSONValue.appendString(value, to: &out)
        }
        func number(_ name: StaticString, _ value: Int?) {
            guard let value else { return }
            key(name)
            OutputBytes.appendDecimal(value, to: &out)
        }
        func flag(_ name: StaticString, _ value: Bool) {
            key(name)
            out.append(contentsOf: (value ? "true" : "false").utf8)
        }
        // In the order of `.sortedKeys`.
        text("api", api)
        text("arguments", arguments)
        text("class", className)
        number("column", column)
        number("depth", depth)
        flag("is_call", isCall)
        flag("is_super", isSuper)
        number("line", line)
        number("parent", parent)
        text("receiver", receiver)
        number("sequence", sequence)
        text("subject", subject)
        out.append(contentsOf: "\n}".utf8)
    }
}
