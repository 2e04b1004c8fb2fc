/// Calls UIKit makes itself inside a call the source writes, counted by the rules as if written there:
/// `transition(from:to:duration:options:animations:completion:)` adds the new child's view to the
/// container before the animations and removes the old child's view before the completion (Apple's
/// page of the method). So a later `addSubview` of the new view is a move, not the first add, and an
/// `addChild` after the transition comes after its view was added.
enum ImpliedCalls {
    /// The calls implied by a written one with these normalised arguments, in both languages.
    static func of(_ call: CallSite, arguments: [String]) -> [CallSite] {
        guard call.baseName == "transition", call.labels.starts(with: ["from", "to"]), arguments.count >= 2 else { return [] }
        let add = CallSite(
            baseName: "addSubview", labels: ["_"], receiver: "view", firstArgument: arguments[1] + ".view", line: call.line,
            column: call.column, phase: call.phase, offset: call.offset, path: call.path)
        let remove = CallSite(
            baseName: "removeFromSuperview", labels: [], receiver: arguments[0] + ".view", firstArgument: nil, line: call.line,
            column: call.column, phase: call.phase + 1, offset: call.offset, path: call.path)
        return [add, remove]
    }
}
