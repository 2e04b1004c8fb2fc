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
    static func isObject(selector: String) -> Bool {
        guard let colon = selector.firstIndex(of: ":") else { return false }
        let part = selector[..<colon]
        guard let lastUpper = part.lastIndex(where: \.isUppercase) else { return false }
        return objectNouns.contains(part[lastUpper...].lowercased())
    }
}
