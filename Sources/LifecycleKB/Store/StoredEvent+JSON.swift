extension StoredEvent {
    /// Appends the event in the bytes `JSONEncoder` writes for it with `.prettyPrinted, .sortedKeys,
    /// .withoutEscapingSlashes` (the CLI's JSON; absent optionals left out), so `traces show --format
    /// json` streams millions of events without an encoder per event.
    public func appendPrettyJSON(to out: inout [UInt8]) {
        out.append(contentsOf: "{\n  \"api\" : ".utf8)
        OutputBytes.appendJSONString(api, to: &out)
        if let arguments {
            out.append(contentsOf: ",\n  \"arguments\" : ".utf8)
            OutputBytes.appendJSONString(arguments, to: &out)
        }
        if let className {
            out.append(contentsOf: ",\n  \"class\" : ".utf8)
            OutputBytes.appendJSONString(className, to: &out)
        }
        out.append(contentsOf: ",\n  \"column\" : ".utf8)
        OutputBytes.appendDecimal(column, to: &out)
        out.append(contentsOf: ",\n  \"depth\" : ".utf8)
        OutputBytes.appendDecimal(depth, to: &out)
        out.append(contentsOf: isCall ? ",\n  \"is_call\" : true".utf8 : ",\n  \"is_call\" : false".utf8)
        out.append(contentsOf: isSuper ? ",\n  \"is_super\" : true".utf8 : ",\n  \"is_super\" : false".utf8)
        out.append(contentsOf: ",\n  \"line\" : ".utf8)
        OutputBytes.appendDecimal(line, to: &out)
        if let parent {
            out.append(contentsOf: ",\n  \"parent\" : ".utf8)
            OutputBytes.appendDecimal(parent, to: &out)
        }
        out.append(contentsOf: ",\n  \"receiver\" : ".utf8)
        OutputBytes.appendJSONString(receiver, to: &out)
        out.append(contentsOf: ",\n  \"sequence\" : ".utf8)
        OutputBytes.appendDecimal(sequence, to: &out)
        if let subject {
            out.append(contentsOf: ",\n  \"subject\" : ".utf8)
            OutputBytes.appendJSONString(subject, to: &out)
        }
        out.append(contentsOf: "\n}".utf8)
    }
}
