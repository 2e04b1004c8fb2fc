import SwiftSyntax

/// The calls of one flow in source order: a function body (with the closures that run as part of it)
/// or a closure that runs on its own; a static finding is only ever certain within one flow.
final class Flow {
    /// The function this flow is the body of; nil for a free-standing closure or top-level code.
    let function: FunctionInfo?
    /// The type the flow is declared in (class, extension), for `self` receivers.
    let type: TypeInfo?
    var calls: [CallSite] = []
    /// Every use of a name in this flow, in source order, with the offset its name starts at: a check
    /// that asks (`lets`) compares the name's bytes there instead of making a token and a String per use.
    var references: [(offset: Int, node: DeclReferenceExprSyntax)] = []
    /// Separate closures and nested functions inside this flow: a name they use leaves the flow.
    var nested: [Flow] = []
    /// Names declared in this flow (parameters, locals, loop variables): no other function can reach
    /// them unless they escape, so a check needing a later call on one looks only here.
    var locals: Set<String> = []
    /// Swift names of every `super` call in the body, nested closures included.
    var superCalls: Set<String> = []
    /// The file's text, which uses are read from when a check asks.
    let source: SourceText

    /// Whether the expression leaves the flow (passed on, stored, returned, aliased, captured by another
    /// closure): checks that need a later call on it then say nothing.
    func lets(_ expression: String, escape watchedCalls: Set<String>) -> Bool {
        let root = String(expression.prefix { $0 != "." && $0 != "[" })
        if captures(root) { return true }
        return references.contains { reference in
            guard source.hasName(root, at: reference.offset),
                let use = ReferenceUse(reference.node, source: source, watchedCalls: watchedCalls)
            else { return false }
            return use.escapes && use.expression == expression
        }
    }

    /// Whether a closure or function nested in this flow, at any depth, uses the name.
    private func captures(_ name: String) -> Bool {
        nested.contains { flow in flow.references.contains { source.hasName(name, at: $0.offset) } || flow.captures(name) }
    }

    init(function: FunctionInfo?, type: TypeInfo?, source: SourceText) {
        self.function = function
        self.type = type
        self.source = source
    }
}

/// A function declaration as override checks see it.
struct FunctionInfo: Sendable {
    /// `viewWillAppear(_:)`.
    var name: String
    var isOverride: Bool
    var line: Int
    var column: Int
}

/// A type declaration or extension, as far as `self` being a view controller is concerned.
struct TypeInfo: Sendable {
    var name: String
    var inherited: [String]

    /// Whether the type is (or extends) a view controller, judged by the UIKit naming convention.
    var isController: Bool {
        name.hasSuffix("Controller") || inherited.contains { $0.hasSuffix("Controller") }
    }
}

/// What static checks need to know about one file.
struct FileFacts {
    var flows: [Flow] = []
    /// Base names of methods the file declares without `override`: a call to one of them is a call to
    /// the project's own method, not UIKit's.
    var customMethods: Set<String> = []
    /// Names declared or iterated as view controllers (`let vc: UIViewController`, `for child in children`).
    var controllers: Set<String> = []
}
