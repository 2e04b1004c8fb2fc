import LifecycleTraceGenerator

/// The plain twin of `LineParser.resolveRoles`: the README's decision table applied with String
/// operations to the lines the generator writes, slow and obviously correct, for
/// `ReferenceRolesTests` to hold the fast resolver to.
enum ReferenceRoles {
    /// Who a line is about, as text: the receiver's address (or name), and the argument as written.
    struct Roles: Equatable, CustomStringConvertible {
        var receiver: String
        var argument: String?
        var description: String { "\(receiver) ← \(argument ?? "-")" }
    }

    /// Methods whose first parameter is an object (row 3a).
    static let objectFirst: Set<String> = ["willMoveToParentViewController:", "didMoveToParentViewController:", "addChildViewController:"]

    static func roles(_ full: String) -> Roles? {
        var line = Substring(full).drop { $0 == " " }
        if line.first?.isNumber == true, let end = line.range(of: "] ") { line = line[end.upperBound...] }
        let tokens = split(String(line))
        guard let (position, selector, className) = method(in: tokens) else { return nil }
        let takesObject = objectFirst.contains(selector)
        var next = position + 1
        var argument: String?
        // A canonical `sel: value` writes its argument after the colon, unless the value is an object address.
        let slot = tokens[position].hasSuffix(":") && next < tokens.count
        if slot, !isAddress(tokens[next]) {
            argument = tokens[next]
            next += 1
        }
        var receiver = tokens[..<position].first(where: isAddress).map(address)
        var receiverIndex: Int?
        if receiver == nil, next < tokens.count, isAddress(tokens[next]) {
            let after = tokens[next]
            let named = className.map { name(of: after) == $0 } ?? !slot
            if !takesObject || argument != nil || named {
                receiver = address(after)
                receiverIndex = next
            }
        }
        if receiver == nil, let className { receiver = className }
        if receiver == nil { receiver = tokens[..<position].last { $0.first?.isLetter == true } }
        if argument == nil, selector.contains(":") {
            let start = receiverIndex.map { $0 + 1 } ?? next
            if start < tokens.count {
                var value = tokens[start]
                if let equals = value.firstIndex(of: "=") { value = String(value[value.index(after: equals)...]) }
                if takesObject || !value.hasPrefix("<") { argument = value }
            }
        }
        return receiver.map { Roles(receiver: $0, argument: argument) }
    }

    /// The method's token, its selector, and the class it is written on.
    private static func method(in tokens: [String]) -> (Int, String, String?)? {
        for (index, token) in tokens.enumerated() {
            if token.hasPrefix("super.") { return nil }
            for method in ModelEvent.Method.allCases {
                if token.hasPrefix("-["), token.hasSuffix(" \(method.selector)]") {
                    return (index, method.selector, String(token.dropFirst(2).prefix { $0 != " " }))
                }
                for spelling in [method.swiftFunction, method.selector] where token == spelling || token.hasSuffix(".\(spelling)") {
                    let qualifier = token.dropLast(spelling.count).dropLast()
                    return (index, method.selector, qualifier.isEmpty ? nil : String(qualifier))
                }
                if method == .dealloc, token == "deinit" { return (index, method.selector, nil) }
                // The first part of a multi-part selector, its other labels following: `beginAppearanceTransition: YES animated: YES`.
                if token.hasSuffix(":"), method.selector.split(separator: ":").count > 1, method.selector.hasPrefix(token) {
                    return (index, method.selector, nil)
                }
            }
        }
        return nil
    }

    /// Space-separated tokens, keeping `<…>` and `(…)` whole.
    static func split(_ line: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var depth = 0
        for character in line {
            if character == "<" || character == "(" || character == "[" { depth += 1 }
            if character == ">" || character == ")" || character == "]" { depth = max(0, depth - 1) }
            if character == " ", depth == 0 {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    static func isAddress(_ token: String) -> Bool { token.contains("0x") && !token.contains("=") }

    /// The `0x…` of an object token.
    static func address(_ token: String) -> String {
        String(token[token.range(of: "0x")!.lowerBound...].prefix { $0.isHexDigit || $0 == "x" })
    }

    /// The class of `<Module.Class: 0x…>` or `Class(0x…)`.
    static func name(of token: String) -> String? {
        let head = token.drop { $0 == "<" }.prefix { $0 != ":" && $0 != "(" }
        return head.split(separator: ".").last.map(String.init)
    }
}
