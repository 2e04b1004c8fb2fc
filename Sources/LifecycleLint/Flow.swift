/// The calls of one flow in source order: a function body (with the closures that run as part of it)
/// or a closure that runs on its own; a static finding is only ever certain within one flow.
final class Flow {
    /// The function this flow is the body of; nil for a free-standing closure or top-level code.
    let function: FunctionInfo?
    /// The type the flow is declared in (class, extension), for `self` receivers.
    let type: TypeInfo?
    /// The flow this one is written in (a closure's function), whose names it can see.
    private(set) weak var enclosing: Flow?
    var calls: [CallSite] = []
    /// Every use of a name in this flow, read lazily by the language's reader when a check asks.
    var uses: any NameUses
    /// Separate closures and nested functions inside this flow: a name they use leaves the flow.
    var nested: [Flow] = []
    /// Names declared in this flow (parameters, locals, loop variables): no other function can reach
    /// them unless they escape, so a check needing a later call on one looks only here.
    var locals: Set<String> = []
    /// The function's or closure's parameters: their callers may make the calls a check looks for.
    var parameters: Set<String> = []
    /// Locals made here (`let menu = MenuViewController()`): nothing outside the flow saw them before.
    var fresh: Set<String> = []
    /// The written or inferred types of this flow's names (`let menu = MenuViewController()`).
    var declaredTypes: [String: TypeReference] = [:]
    /// Names that stand for another expression: `strongSelf` for `self`, `childView` for `child.view`.
    var aliases: [String: String] = [:]
    /// What an untyped local was bound to (`let vc = self.menu`, `for page in pages` as `pages[]`), for its type.
    var valueSources: [String: String] = [:]
    /// Swift names of every `super` call in the body, nested closures included.
    var superCalls: Set<String> = []
    /// Written in an `#if os(macOS)` or `#if canImport(AppKit)` clause: AppKit code, which UIKit's rules do not concern.
    var isMacOSOnly = false

    init(function: FunctionInfo?, type: TypeInfo?, enclosing: Flow?, uses: any NameUses) {
        self.function = function
        self.type = type
        self.enclosing = enclosing
        self.uses = uses
    }

    /// Whether the expression leaves the flow (passed on, stored, returned, aliased), here or in a
    /// closure or function nested in it: checks that need a later call on it then say nothing.
    func lets(_ expression: String, escape watchedCalls: Set<String>) -> Bool {
        let root = Self.root(of: expression)
        return uses.lets(expression, root: root, watchedCalls: watchedCalls)
            || nested.contains { $0.lets(expression, escape: watchedCalls) }
    }

    /// This flow and every flow nested in it, at any depth.
    var withNested: [Flow] {
        [self] + nested.flatMap(\.withNested)
    }

    /// Whether the name is declared in this flow or one it is written in.
    func declares(_ name: String) -> Bool {
        var flow: Flow? = self
        while let current = flow {
            if current.locals.contains(name) { return true }
            flow = current.enclosing
        }
        return false
    }

    /// Whether the name is a parameter of this flow or of one it is written in.
    func isParameter(_ name: String) -> Bool {
        var flow: Flow? = self
        while let current = flow {
            if current.parameters.contains(name) { return true }
            if current.locals.contains(name) { return false }
            flow = current.enclosing
        }
        return false
    }

    /// The type a name was declared with here or in an enclosing flow, or the expression it was bound to.
    func declaration(of name: String) -> (type: TypeReference?, value: String?)? {
        var flow: Flow? = self
        while let current = flow {
            if let type = current.declaredTypes[name] { return (type, nil) }
            if let value = current.valueSources[name] { return (nil, value) }
            if current.locals.contains(name) { return (nil, nil) }
            flow = current.enclosing
        }
        return nil
    }

    /// The expression with a leading alias replaced by what it stands for (`strongSelf.menu` → `menu`,
    /// `childView` → `child.view`), normalised again.
    func resolvingAliases(_ expression: String) -> String {
        var flow: Flow? = self
        while let current = flow, current.aliases.isEmpty { flow = current.enclosing }
        guard flow != nil else { return expression }
        var text = expression
        for _ in 0..<4 {
            let root = Self.root(of: text)
            guard let target = alias(of: root) else { break }
            text = normalisedExpression(target + text.dropFirst(root.utf8.count))
        }
        return text
    }

    private func alias(of name: String) -> String? {
        var flow: Flow? = self
        while let current = flow {
            if let target = current.aliases[name] { return target }
            if current.locals.contains(name) { return nil }
            flow = current.enclosing
        }
        return nil
    }

    /// The base name of the function this flow is, or is written in (`dismiss` for a closure in `dismiss()`).
    var enclosingFunctionName: String? {
        var flow: Flow? = self
        while let current = flow {
            if let function = current.function { return String(function.name.prefix { $0 != "(" }) }
            flow = current.enclosing
        }
        return nil
    }

    /// `child` for `child.view.frame` or `children[0]`.
    static func root(of expression: String) -> String {
        String(expression.prefix { $0 != "." && $0 != "[" })
    }
}

/// The uses of names in one flow, as the language's reader sees them, asked only when a check needs to
/// know whether a subject leaves the flow.
protocol NameUses: AnyObject {
    /// Whether a use of `expression` (whose first name is `root`) passes it on, stores, returns or
    /// aliases it; passing it to a call a rule watches (`watchedCalls`) keeps it in the flow.
    func lets(_ expression: String, root: String, watchedCalls: Set<String>) -> Bool
    /// The base names of the methods the flow calls on `expression` (`dismiss` for `page?.dismiss()`).
    func methodsCalled(on expression: String, root: String) -> Set<String>
}

/// A function declaration as override checks see it.
struct FunctionInfo: Sendable {
    /// `viewWillAppear(_:)`.
    var name: String
    var isOverride: Bool
    var line: Int
    var column: Int
}

/// A type declaration or extension, as far as `self` is concerned.
struct TypeInfo: Sendable {
    /// The type `self` is: the class, the extended type, or the `Self` constraint of a protocol extension.
    var name: String
    var inherited: [String]

    var selfType: TypeReference { .named(name) }
}

/// A stored or computed property, as far as a receiver's type and reach are concerned.
struct PropertyInfo: Sendable {
    var type: TypeReference?
    /// `private` or `fileprivate` (an Objective-C class extension's property): only this file reaches it.
    var isFilePrivate: Bool
}

/// What static checks need to know about one file.
struct FileFacts {
    var flows: [Flow] = []
    /// Base names of methods the file declares without `override`: a call to one of them is a call to
    /// the project's own method, not UIKit's.
    var customMethods: Set<String> = []
    /// Properties by type name, then property name.
    var properties: [String: [String: PropertyInfo]] = [:]
    /// Types the file declares, for the index every file of the run shares.
    var declarations: [TypeDeclaration] = []
    /// The file's branching statements by offset, for whether calls in their arms cover every path.
    var branches: [Int: Branch] = [:]
    /// The written return types of the functions the file declares, by base name (`makeMenu` →
    /// `MenuViewController`), for a local bound to a call of one; a name declared twice with two types
    /// has none.
    var returnTypes: [String: TypeReference?] = [:]
    /// The modules the file imports: `AppKit` without `UIKit` is a Mac file, `XCTest` a test's.
    var imports: Set<String> = []

    /// A Mac file: `NSViewController` has no `didMove(toParent:)` and a class it declares is not the
    /// iOS class of the same name.
    var isMacOSOnly: Bool { !imports.isDisjoint(with: ["AppKit", "Cocoa"]) && !imports.contains("UIKit") }

    /// Test code drives callbacks by hand and skips steps on purpose, in helpers outside its
    /// `XCTestCase` too: at most a warning.
    var isTestCode: Bool { !imports.isDisjoint(with: ["XCTest", "Testing", "Quick", "Nimble"]) }
}
