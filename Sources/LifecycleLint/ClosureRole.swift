import SwiftSyntax

/// How a closure (or an Objective-C block) relates to the function it is written in: run inline
/// (animations, `forEach`), run later in the same flow (an animation's or `transition(from:to:…)`'s
/// completion), or on its own.
enum ClosureRole {
    case inline, later, separate

    /// Calls whose closures belong to the caller's flow.
    private static let animating: Set<String> = [
        "animate", "transition", "animateKeyframes", "performBatchUpdates", "performWithoutAnimation",
    ]
    private static let synchronous: Set<String> = ["forEach", "enumerateObjects"]

    /// The one decision, for both languages: the called method's base name (`animate`), the label the
    /// closure is passed with (nil for the first trailing closure), and whether the call also passes
    /// a closure explicitly (then a trailing one is the completion).
    init(call name: String, label: String?, explicitAnimations: Bool) {
        if Self.synchronous.contains(name) {
            self = .inline
        } else if !Self.animating.contains(name) {
            self = .separate
        } else if label == "completion" {
            self = .later
        } else if label != nil {
            self = .inline
        } else {
            // The first trailing closure is the animations unless they were passed explicitly.
            self = explicitAnimations ? .later : .inline
        }
    }

    init(_ closure: ClosureExprSyntax) {
        var label: String?
        var call: FunctionCallExprSyntax?
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            label = argument.label?.text
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            label = trailing.label.text
            call = trailing.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else if let parent = closure.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == closure.id {
            call = parent
        }
        guard let call else {
            self = .separate
            return
        }
        let name =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        self.init(call: name, label: label, explicitAnimations: call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) })
    }
}
