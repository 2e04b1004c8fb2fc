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
        guard !text.contains("->") else { return nil }
        var text = Substring(text)
        for prefix in ["some ", "any ", "__kindof ", "inout "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        text = text.drop { $0 == "[" || $0 == "(" || $0 == " " }
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard let last = name.split(separator: ".").last, last.first?.isUppercase == true else { return nil }
        return .named(String(last))
    }
}

/// How sure lint is that a receiver is of a kind (a view controller, a table view cell): known from
/// declarations or the SDK, likely from names only, or not at all (a SpriteKit node's `addChild(_:)`).
enum Evidence: Int, Comparable, Sendable {
    case none, likely, known

    static func < (lhs: Evidence, rhs: Evidence) -> Bool { lhs.rawValue < rhs.rawValue }
}
