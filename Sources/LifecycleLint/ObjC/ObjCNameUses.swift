/// The uses of names in one Objective-C flow, judged as they are read (Objective-C files are few, so
/// there is nothing to gain from judging lazily): each chain of names and whether that use lets it
/// leave the flow (assigned, returned, passed to a function or to a message no rule watches).
final class ObjCNameUses: NameUses {
    private var escaping: Set<String> = []
    private var messages: [String: Set<String>] = [:]

    func record(_ expression: String, escapes: Bool) {
        if escapes { escaping.insert(expression) }
    }

    /// `[page dismiss]`: the receiver and the message's Swift base name.
    func record(message: String, to receiver: String) {
        messages[receiver, default: []].insert(message)
    }

    func methodsCalled(on expression: String, root: String) -> Set<String> {
        messages[expression] ?? []
    }

    func lets(_ expression: String, root: String, watchedCalls: Set<String>) -> Bool {
        escaping.contains(expression)
    }
}
