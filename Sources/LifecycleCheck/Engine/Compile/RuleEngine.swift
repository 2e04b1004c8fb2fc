import Foundation

/// The rule catalog compiled against the API catalog and the console warnings, ready to check traces.
/// Build it once; every check streams one file through fresh monitors.
public struct RuleEngine: Sendable {
    /// The rules in catalog order; a violation's `rule` is one of their ids.
    public let rules: [RuleRecord]
    /// The API catalog and console warnings the rules were compiled against.
    public let vocabulary: TraceVocabulary
    let checks: [CompiledCheck]
    /// Every check compiled, shared by the checks that run them all (most do), so a short trace does
    /// not pay for compiling the dispatch tables again.
    let program: CheckProgram

    /// Compiles every check; fails on duplicate rule ids, unknown or ambiguous API spellings and
    /// unknown warning ids.
    public init(rules: [RuleRecord], vocabulary: TraceVocabulary) throws(CheckSetupError) {
        var ids: Set<String> = []
        var checks: [CompiledCheck] = []
        for (index, rule) in rules.enumerated() {
            guard ids.insert(rule.id).inserted else {
                throw CheckSetupError(subject: rule.id, message: "duplicate rule id '\(rule.id)'")
            }
            guard !rule.checks.isEmpty || rule.lint != nil else { throw CheckSetupError(subject: rule.id, message: "rule has no checks") }
            for check in rule.checks {
                checks.append(try CompiledCheck(check, of: rule, index: index, vocabulary: vocabulary))
            }
        }
        self.rules = rules
        self.vocabulary = vocabulary
        self.checks = checks
        self.program = CheckProgram(checks: checks, vocabulary: vocabulary)
    }

    /// Checks a file, streaming it in chunks; `name` is what the report and errors call it.
    public func check(fileAt path: String, name: String? = nil, options: CheckOptions = CheckOptions()) throws -> CheckReport {
        try checkOverlapped(fileAt: path, file: name ?? path, options: options)
    }

    /// Checks a trace held in memory.
    public func check(bytes: [UInt8], file: String, options: CheckOptions = CheckOptions()) throws -> CheckReport {
        var sink = SessionSink(session: try makeSession(options))
        var reader = TraceReader(
            vocabulary: vocabulary, file: file, strict: options.strict, skipsUndecodableLines: options.skipsUndecodableLines)
        try reader.readRaw(bytes: bytes, into: &sink)
        return CheckReport(
            file: file, tally: reader.tally, violations: sink.session.finish(rules: rules, remaining: reader.remainingObjects))
    }

    /// Checks a trace given as text (rule examples, tests).
    public func check(text: String, file: String = "<trace>", options: CheckOptions = CheckOptions()) throws -> CheckReport {
        try check(bytes: Array(text.utf8), file: file, options: options)
    }

    /// Re-checks events read earlier (an imported trace's stored events) against these rules, exactly
    /// as if their trace were read again; `apiIndex` and `warningIndex` must index this vocabulary.
    public func check(
        recorded events: [TraceEvent], objects: [TraceObject], file: String, skippedLines: Int, options: CheckOptions = CheckOptions()
    ) throws -> CheckReport {
        var session = try makeSession(options)
        let named = Dictionary(objects.map { ($0.id, $0.isNamed) }, uniquingKeysWith: { first, _ in first })
        for event in events {
            // Nothing is released here, so an object's row is its number.
            session.feed(
                RawEvent(
                    event.position,
                    receiver: RawEvent.Object(id: event.receiver, slot: event.receiver, isNamed: named[event.receiver] ?? true),
                    subject: event.subject.map { RawEvent.Object(id: $0, slot: $0, isNamed: named[$0] ?? false) },
                    occurrence: event.occurrence, argument: event.argument?.kind, argumentBytes: nil, classBytes: nil,
                    isSuper: event.isSuperCall, isExplicit: event.isExplicitCall))
        }
        return CheckReport(
            file: file, tally: ReadTally(events: events.count, objects: objects.count, skippedLines: skippedLines),
            violations: session.finish(rules: rules, remaining: objects.map(TrackedObject.init)))
    }

    /// Rule ids in the options that no rule has, so the caller can refuse a typo.
    public func unknownRuleIDs(in options: CheckOptions) -> [String] {
        options.unknownRuleIDs(among: rules.map(\.id))
    }

    /// Checks a file and hands every event to `observe` as it is read (import stores them), returning
    /// the report and the objects the trace named, with the names they ended with. Reading and
    /// checking run on a worker thread; `observe` runs on this one.
    public func check(
        fileAt path: String, name: String? = nil, options: CheckOptions = CheckOptions(), observe: (TraceEvent) throws -> Void
    ) throws -> (CheckReport, [TraceObject]) {
        try checkObserving(file: name ?? path, options: options, observe: observe) { reader, sink in
            try reader.readRaw(fileAt: path, into: &sink)
        }
    }

    /// Checks an in-memory trace, handing every event to `observe`.
    public func check(
        bytes: [UInt8], file: String, options: CheckOptions = CheckOptions(), observe: (TraceEvent) throws -> Void
    ) throws -> (CheckReport, [TraceObject]) {
        try checkObserving(file: file, options: options, observe: observe) { reader, sink in
            try reader.readRaw(bytes: bytes, into: &sink)
        }
    }

    /// Fresh monitors for the rules the options enable; fails on an unknown rule id.
    func makeSession(_ options: CheckOptions) throws -> CheckSession {
        let unknown = unknownRuleIDs(in: options)
        guard unknown.isEmpty else {
            throw CheckSetupError(subject: unknown[0], message: "no rule has the id '\(unknown[0])'")
        }
        var active = checks.filter { options.runs(rules[$0.rule].id) }
        if options.complete { active = active.map { $0.assumingCompleteLog(vocabulary.keys) } }
        let unchanged = active.count == checks.count && !options.complete
        return CheckSession(program: unchanged ? program : CheckProgram(checks: active, vocabulary: vocabulary))
    }
}
