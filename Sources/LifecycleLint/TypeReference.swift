/// What a receiver's type is known as when its file is read, before the other files of the target are:
/// a type written in the source, or only the words of a name. `TypeIndex` judges it once every file is in.
enum TypeReference: Hashable, Sendable {
    /// A type the source writes: a declaration, an initializer, a cast (`MenuViewController`).
    case named(String)
    /// No type is written anywhere lint can see, only a name (`menuVC`, `childController`).
    case unnamed(String)
    /// `self` where no enclosing type is written (a snippet of method bodies, a free function).
    case unknownSelf

    /// The type a written type names: `UIViewController?`, `Kit.MenuViewController!`,
    /// `UIHostingController<Root>`, `some UIViewController`, `__kindof UIViewController *` all name
    /// their last identifier; an array type names its element (`[UIViewController]`); a function type nothing.
    static func written(_ text: String) -> TypeReference? {
        let bytes = text.utf8
        var index = bytes.startIndex
        if bytes.contains(UInt8(ascii: "-")), text.contains("->") { return nil }
        for prefix in ["some ", "any ", "__kindof ", "inout "] where bytes[index...].starts(with: prefix.utf8) {
            index = bytes.index(index, offsetBy: prefix.utf8.count)
        }
        while index < bytes.endIndex, [UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: " ")].contains(bytes[index]) {
            index = bytes.index(after: index)
        }
        // The name runs over identifier bytes and dots; its last component is the type.
        var lastStart = index
        var end = index
        while end < bytes.endIndex {
            let byte = bytes[end]
            if byte == UInt8(ascii: ".") {
                lastStart = bytes.index(after: end)
            } else if !(ObjCTokenizer.isWordByte(byte) && byte != UInt8(ascii: "$")) {
                break
            }
            end = bytes.index(after: end)
        }
        guard lastStart < end, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[lastStart]) else { return nil }
        return .named(String(text[lastStart..<end]))
    }
}

/// How sure lint is that a receiver is of a kind (a view controller, a table view cell): known from
/// declarations or the SDK, likely from names only, or not at all (a SpriteKit node's `addChild(_:)`).
enum Evidence: Int, Comparable, Sendable {
    case none, likely, known

    static func < (lhs: Evidence, rhs: Evidence) -> Bool { lhs.rawValue < rhs.rawValue }
}
