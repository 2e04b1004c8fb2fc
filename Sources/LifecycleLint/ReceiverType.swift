extension FileFacts {
    /// UIKit properties that hold a controller whenever the object they are read from is one (`parent`
    /// of a controller is a controller; of a SpriteKit node, a node).
    static let controllerOfSameKind: Set<String> = ["parent"]
    /// UIKit properties that only controllers, windows and navigation stacks have, and that hold a
    /// `UIViewController`.
    static let controllerProperties: Set<String> = [
        "navigationController", "tabBarController", "splitViewController", "presentingViewController",
        "presentedViewController", "rootViewController", "topViewController", "visibleViewController", "selectedViewController",
    ]
    /// Collections whose elements are child view controllers.
    static let childCollections: Set<String> = ["children", "childViewControllers", "viewControllers"]

    /// What this file says the value of a normalised expression is: `self`'s type, a declared local,
    /// parameter or property, a UIKit controller property, an element of `children`; else its name only.
    func type(of expression: String, in flow: Flow, depth: Int = 0) -> TypeReference {
        let selfType = flow.type?.selfType ?? .unknownSelf
        if expression == "self" { return selfType }
        guard depth < 8 else { return .unnamed(expression) }
        if expression.hasSuffix("]"), let open = expression.lastIndex(of: "[") {
            // An element: of `children`, a controller; of `pages: [PageViewController]`, the array's element type.
            let base = String(expression[..<open])
            return Self.childCollections.contains(lastName(of: base[...]))
                ? .named("UIViewController") : type(of: base, in: flow, depth: depth + 1)
        }
        let names = expression.split(separator: ".")
        guard let last = names.last.map(String.init) else { return .unnamed(expression) }
        if names.count >= 2, ["first", "last"].contains(last), Self.childCollections.contains(String(names[names.count - 2])) {
            return .named("UIViewController")
        }
        if Self.controllerProperties.contains(last) { return names.count == 1 ? selfType : .named("UIViewController") }
        guard names.count == 1 else {
            return Self.controllerOfSameKind.contains(last)
                ? type(of: names.dropLast().joined(separator: "."), in: flow, depth: depth + 1) : .unnamed(last)
        }
        if let declared = flow.declaration(of: last) {
            if let type = declared.type { return type }
            if let value = declared.value, let called = calledFunction(value), let returned = returnTypes[called] ?? nil { return returned }
            if let value = declared.value, value != last { return type(of: value, in: flow, depth: depth + 1) }
            if declared.value == nil { return .unnamed(last) }
        }
        if let typeName = flow.type?.name, let property = properties[typeName]?[last] { return property.type ?? .unnamed(last) }
        if Self.controllerOfSameKind.contains(last) { return selfType }
        return .unnamed(last)
    }

    /// Whether the first name of a subject is a property this file declares `private` in `self`'s type.
    func isFilePrivateProperty(_ name: String, in flow: Flow) -> Bool {
        guard let typeName = flow.type?.name else { return false }
        return properties[typeName]?[name]?.isFilePrivate ?? false
    }

    /// Whether the name is a property this file declares in `self`'s type.
    func isProperty(_ name: String, in flow: Flow) -> Bool {
        guard let typeName = flow.type?.name else { return false }
        return properties[typeName]?[name] != nil
    }

    /// `makeMenu` for `makeMenu()`, `self.makeMenu(for: x)`: a call of a function this file may declare.
    private func calledFunction(_ value: String) -> String? {
        guard value.hasSuffix(")"), let open = value.firstIndex(of: "(") else { return nil }
        let name = value[..<open].split(separator: ".").last.map(String.init) ?? ""
        return name.isEmpty ? nil : name
    }

    private func lastName(of text: Substring) -> String {
        String(text.split(separator: ".").last ?? text)
    }
}
