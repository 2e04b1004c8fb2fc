/// The `String`s made lately from class-name bytes, by the bytes' `LiveNameTable` hash: a trace names
/// thousands of objects with a few class names, so a new object's class costs a lookup instead of
/// an allocation (and its release no free). A fixed direct-mapped table; a collision replaces.
struct RecentStrings {
    private static let size = 256
    private var hashes = [UInt64](repeating: 0, count: size)
    private var strings = [String](repeating: "", count: size)

    /// The string of `bytes` (whose hash is `hash`), made only when the table does not hold it.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> String {
        let slot = Int(truncatingIfNeeded: hash) & (Self.size - 1)
        if hashes[slot] == hash, Self.equal(strings[slot], bytes) { return strings[slot] }
        let made = String(decoding: bytes, as: UTF8.self)
        hashes[slot] = hash
        strings[slot] = made
        return made
    }

    private static func equal(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            utf8.count == bytes.count && (bytes.isEmpty || ByteStrings.equal(utf8.baseAddress!, bytes.baseAddress!, count: bytes.count))
        }
    }
}
