/// What a selector's first parameter takes, read from Cocoa's naming rule that the word before an
/// argument names it ("Coding Guidelines for Cocoa": `addChildViewController:` takes a view
/// controller, `willMoveToWindow:` a window, `viewWillAppear:` and `beginAppearanceTransition:` a flag).
/// The role resolver needs it to tell `-[Parent addChildViewController:] <Child: 0x…>` (the argument)
/// from `-[Home viewWillAppear:] <Home: 0x…>` (`self`).
enum FirstParameter {
    /// The last words of a selector part that name an object argument.
    static let objectNouns: Set<String> = [
        "controller", "controllers", "view", "subview", "superview", "window", "parent", "child", "coder",
        "collection", "object", "coordinator", "sender",
    ]

    /// Whether the selector's first part ends in a word that names an object; false without a parameter.
    /// Read as ASCII bytes (selectors are identifiers): asked of every catalog API at each start-up,
    /// where Character's Unicode case tests cost 1.7 M instructions.
    static func isObject(selector: String) -> Bool {
        let bytes = Array(selector.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
        guard let lastUpper = bytes[..<colon].lastIndex(where: ASCII.isUpper) else { return false }
        return objectNouns.contains(String(decoding: bytes[lastUpper..<colon].map { ASCII.isUpper($0) ? $0 | 0x20 : $0 }, as: UTF8.self))
    }
}
