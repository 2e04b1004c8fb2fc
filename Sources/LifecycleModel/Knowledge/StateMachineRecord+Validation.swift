extension StateMachineRecord {
    /// What makes the machine unusable, in words a data author can act on: unknown or duplicate
    /// states, an argument condition other than `nil`/`non-nil`, two edges leaving one state on one call.
    public var structuralProblems: [String] {
        var problems: [String] = []
        var known = Set<String>()
        for state in states where !known.insert(state.id).inserted {
            problems.append("state machine '\(id)': duplicate state '\(state.id)'")
        }
        if !known.contains(initial) { problems.append("state machine '\(id)': unknown initial state '\(initial)'") }
        var edges = Set<String>()
        for edge in transitions {
            for state in [edge.from, edge.to] where !known.contains(state) {
                problems.append("state machine '\(id)': unknown state '\(state)' in the edge on \(edge.on)")
            }
            if let argument = edge.argument, argument != "nil", argument != "non-nil" {
                problems.append("state machine '\(id)': argument must be nil or non-nil, not '\(argument)'")
            }
            if !edges.insert("\(edge.from) \(edge.on) \(edge.argument ?? "any")").inserted {
                problems.append("state machine '\(id)': two edges leave '\(edge.from)' on \(edge.on)")
            }
            if edge.sources.isEmpty { problems.append("state machine '\(id)': the edge \(edge.from) → \(edge.to) cites no source") }
        }
        return problems
    }
}
