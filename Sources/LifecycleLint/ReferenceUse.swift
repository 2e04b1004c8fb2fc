import SwiftSyntax

/// The uses of names in one Swift flow: every identifier with the offset its name starts at, judged
/// only when a check asks (`lets`), comparing the name's bytes there instead of making a String per use.
final class SwiftNameUses: NameUses {
    private let source: SourceText
    var references: [(offset: Int, node: DeclReferenceExprSyntax)] = []

    init(source: SourceText) {
        self.source = source
    }

    func lets(_ expression: String, root: String, watchedCalls: Set<String>) -> Bool {
        references.contains { reference in
            guard source.hasName(root, at: reference.offset),
                let use = ReferenceUse(reference.node, source: source, watchedCalls: watchedCalls)
            else { return false }
            return use.escapes && use.expression == expression
        }
    }

    func methodsCalled(on expression: String, root: String) -> Set<String> {
        var methods: Set<String> = []
        for reference in references where source.hasName(root, at: reference.offset) {
            var expr = Syntax(reference.node)
            if let member = expr.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.node.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { continue }
                expr = Syntax(member)
            }
            guard normalisedExpression(source.text(of: expr)) == expression else { continue }
            while let parent = expr.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                expr = parent
            }
            if let member = expr.parent?.as(MemberAccessExprSyntax.self), member.base?.id == expr.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
            {
                methods.insert(member.declName.baseName.text)
            }
        }
        return methods
    }
}

/// One use of a name as an expression (`child`, `self.child`) and whether it lets the value leave the
/// flow: passed to a call rules do not watch, stored, returned or aliased. Member uses
/// (`child.view.frame = …`), comparisons and assignments to it keep it in the flow.
struct ReferenceUse {
    /// The normalised expression (`child`).
    let expression: String
    let escapes: Bool

    init?(_ node: DeclReferenceExprSyntax, source: SourceText, watchedCalls: Set<String>) {
        var expr = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `x.child`: only `self.child` names a value of this flow.
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return nil }
            expr = Syntax(member)
        }
        if let call = expr.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == expr.id { return nil }
        expression = normalisedExpression(source.text(of: expr))
        while let parent = expr.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            expr = parent
        }
        escapes = Self.escapes(expr, expression: expression, source: source, watchedCalls: watchedCalls)
    }

    private static func escapes(_ expr: Syntax, expression: String, source: SourceText, watchedCalls: Set<String>) -> Bool {
        guard let parent = expr.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == expr.id { return false }
        if let argument = parent.as(LabeledExprSyntax.self) {
            guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return true }
            let name =
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            return !watchedCalls.contains(name)
        }
        if let list = parent.as(ExprListSyntax.self) {
            // In `a = b`, only the right-hand side leaves; comparisons keep the value where it is.
            let elements = Array(list)
            guard let index = elements.firstIndex(where: { $0.id == expr.id }), index > 0 else { return false }
            return elements[index - 1].is(AssignmentExprSyntax.self)
        }
        if let initializer = parent.as(InitializerClauseSyntax.self) {
            // `guard let child = self.child` rebinds the same name; any other alias leaves.
            let pattern =
                initializer.parent?.as(OptionalBindingConditionSyntax.self)?.pattern
                ?? initializer.parent?.as(PatternBindingSyntax.self)?.pattern
            return pattern.map { source.text(of: $0) } != expression
        }
        if parent.is(ConditionElementSyntax.self) || parent.is(BooleanLiteralExprSyntax.self) { return false }
        // `[header, footer].forEach { … }`: each element is `$0` of the closure, which this flow reads.
        if parent.is(ArrayElementSyntax.self), let array = parent.parent?.parent,
            let member = array.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach"
        {
            return false
        }
        return true
    }
}
