extension CompiledCheck {
    /// The check as it runs on a complete log (`CheckOptions.complete`). By default a log is taken
    /// to be partial: a check whose evidence is a callback waits until the trace shows that callback
    /// logged somewhere (`when_logged`), and a monitor may infer what it did not see (a `precedence`
    /// check says nothing before an object's first anchor). On a complete log both inferences go, for
    /// evidence that is callbacks only; evidence that is a call your code makes (`addSubview:`) stays
    /// inferred, since UIKit makes such calls itself without logging them.
    func assumingCompleteLog(_ keys: APIKeyTable) -> CompiledCheck {
        func callbacksOnly(_ patterns: [CompiledPattern]) -> Bool {
            patterns.allSatisfy { keys.facts[$0.record].kind == .callback }
        }
        var check = self
        if callbacksOnly(gates) { check.gates = [] }
        let routes = self.routes
        check.monitor = monitor.assumingCompleteLog { role in callbacksOnly(routes.filter { $0.role == role }.map(\.pattern)) }
        return check
    }
}
