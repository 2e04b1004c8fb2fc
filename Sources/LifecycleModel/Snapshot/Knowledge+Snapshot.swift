/// The knowledge as one byte image, so a cold process reads one value instead of thousands of rows:
/// the store writes it beside the rows it summarises, and `ask` decodes it in one pass.
extension Knowledge {
    /// Marks the format; a snapshot with another first line is not read.
    static let snapshotFormat = "lifecycle-kb knowledge snapshot 4"

    /// Every record, in the order the arrays hold them.
    public func snapshot() -> [UInt8] {
        snapshot(appendix: nil) { _ in }
    }

    /// Every record, then what `write` appends (values another module derives from this knowledge:
    /// the question tokenizer's tables), in a block a reader can step over; `name` names it in the
    /// header, so a snapshot with another appendix is of another format.
    public func snapshot(appendix name: String?, _ write: (inout SnapshotWriter) -> Void) -> [UInt8] {
        var out = SnapshotWriter()
        out.array(sources) { $1.write(to: &$0) }
        out.array(catalog.records) { $1.write(to: &$0) }
        catalog.writeTables(to: &out)
        out.array(events) { $1.write(to: &$0) }
        out.array(contexts) { $1.write(to: &$0) }
        out.array(facts) { $1.write(to: &$0) }
        out.array(orders) { $1.write(to: &$0) }
        out.array(scenarios) { $1.write(to: &$0) }
        out.array(causes) { $1.write(to: &$0) }
        out.array(warnings) { $1.write(to: &$0) }
        out.block(write)
        return out.image(header: Knowledge.header(appendix: name))
    }

    /// The first line of a snapshot: the format, and the appendix's name when there is one.
    static func header(appendix name: String?) -> String {
        name.map { "\(snapshotFormat) + \($0)" } ?? snapshotFormat
    }

    /// Whether a snapshot (or its first bytes) is of this build's format, with the appendix `name`:
    /// a store holding another build's must be refreshed, or every cold process would fall back to
    /// reading its rows.
    public static func isSnapshotOfThisFormat(_ bytes: UnsafeRawBufferPointer, appendix name: String? = nil) -> Bool {
        var reader = SnapshotReader(bytes)
        return (try? reader.text()) == header(appendix: name)
    }

    /// The knowledge a `snapshot()` holds, stepping over its appendix; throws when the bytes are not
    /// a whole snapshot of this format with the appendix `name`.
    public init(snapshot bytes: [UInt8], appendix name: String? = nil) throws(SnapshotReader.Damaged) {
        self = try Knowledge.read(snapshot: bytes, appendix: name) { _, _ throws(SnapshotReader.Damaged) in () }.knowledge
    }

    /// The knowledge a snapshot holds and what `read` makes of its appendix, given the knowledge.
    /// The summaries and explanations keep pointing into `bytes`, which are not copied.
    public static func read<Appendix>(
        snapshot bytes: [UInt8], appendix name: String?,
        _ read: (inout SnapshotReader, Knowledge) throws(SnapshotReader.Damaged) -> Appendix
    ) throws(SnapshotReader.Damaged) -> (knowledge: Knowledge, appendix: Appendix) {
        try reading(bytes) { (reader: inout SnapshotReader) throws(SnapshotReader.Damaged) in try decode(&reader, appendix: name, read) }
    }

    /// Only the catalog of a snapshot, the rest left unread: what a cold `check` needs of it (its
    /// rules and console warnings come from their rows, which team rules change). Reading the
    /// catalog's rows and parsing every spelling again was a third of a `check`'s start-up.
    public static func catalog(snapshot bytes: [UInt8], appendix name: String?) throws(SnapshotReader.Damaged) -> APICatalog {
        try reading(bytes) { (reader: inout SnapshotReader) throws(SnapshotReader.Damaged) in
            try readSourcesAndCatalog(&reader, appendix: name).catalog
        }
    }

    /// What `body` reads from `bytes`, with a reader whose deferred texts keep pointing into them.
    private static func reading<T>(
        _ bytes: [UInt8], _ body: (inout SnapshotReader) throws(SnapshotReader.Damaged) -> T
    ) throws(SnapshotReader.Damaged) -> T {
        let owner = SnapshotTextBytes(bytes)
        let result = owner.bytes.withUnsafeBytes { buffer in
            Result { () throws(SnapshotReader.Damaged) in
                var reader = SnapshotReader(buffer, owner: owner)
                return try body(&reader)
            }
        }
        return try result.get()
    }

    /// The header, the text tables, then the first two arrays, which every reader needs.
    private static func readSourcesAndCatalog(
        _ reader: inout SnapshotReader, appendix name: String?
    ) throws(SnapshotReader.Damaged) -> (sources: [SourceRecord], catalog: APICatalog) {
        guard try reader.text() == header(appendix: name) else { throw SnapshotReader.Damaged(offset: 0) }
        try reader.readTextTable()
        let sources = try reader.array(SourceRecord.init(snapshot:))
        return (sources, try APICatalog(try reader.array(APIRecord.init(snapshot:)), snapshot: &reader))
    }

    private static func decode<Appendix>(
        _ reader: inout SnapshotReader, appendix name: String?,
        _ read: (inout SnapshotReader, Knowledge) throws(SnapshotReader.Damaged) -> Appendix
    ) throws(SnapshotReader.Damaged) -> (knowledge: Knowledge, appendix: Appendix) {
        let (sources, catalog) = try readSourcesAndCatalog(&reader, appendix: name)
        let events = try reader.array(EventRecord.init(snapshot:))
        let contexts = try reader.array(ContextRecord.init(snapshot:))
        let facts = try reader.array(FactRecord.init(snapshot:))
        let orders = try reader.array(OrderRecord.init(snapshot:))
        let scenarios = try reader.array(ScenarioRecord.init(snapshot:))
        let causes = try reader.array(CauseRecord.init(snapshot:))
        let warnings = try reader.array(ConsoleWarningRecord.init(snapshot:))
        let knowledge = Knowledge(
            sources: sources, catalog: catalog, events: events, contexts: contexts, facts: facts, orders: orders,
            scenarios: scenarios, causes: causes, warnings: warnings)
        let appendix = try reader.block { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try read(&r, knowledge) }
        guard reader.isAtEnd else { throw reader.damaged() }
        return (knowledge, appendix)
    }
}

extension SourceRecord {
    func write(to out: inout SnapshotWriter) {
        out.string(id)
        out.string(kind.rawValue)
        out.string(title)
        out.optional(url) { $0.string($1) }
    }

    init(snapshot r: inout SnapshotReader) throws(SnapshotReader.Damaged) {
        self.init(
            id: try r.string(), kind: try r.raw(Kind.self), title: try r.string(),
            url: try r.optional { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.string() })
    }
}

extension APIRecord {
    func write(to out: inout SnapshotWriter) {
        out.string(className)
        out.string(selector)
        for text in [swift, swift4] { out.optional(text) { $0.string($1) } }
        out.string(kind.rawValue)
        for text in [introduced, deprecated] { out.optional(text) { $0.string($1) } }
        out.string(requiresSuper.rawValue)
        out.optional(subject) { $0.string($1.rawValue) }
        out.optional(plainWord) { $0.bool($1) }
        out.optional(aliases) { $0.strings($1) }
        out.bilingual(summary)
        out.optional(when) { $0.bilingual($1) }
        for links in [triggeredBy, follows] { out.optional(links) { $0.strings($1) } }
        out.strings(sources)
    }

    init(snapshot r: inout SnapshotReader) throws(SnapshotReader.Damaged) {
        let className = try r.string()
        let selector = try r.string()
        let swift = try r.optionalString()
        let swift4 = try r.optionalString()
        let kind = try r.raw(Kind.self)
        let introduced = try r.optionalString()
        let deprecated = try r.optionalString()
        let requiresSuper = try r.raw(RequiresSuper.self)
        let subject = try r.optional { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.raw(Subject.self) }
        let plainWord = try r.optional { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.bool() }
        let aliases = try r.optional { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.strings() }
        self.init(
            className: className, selector: selector, swift: swift, swift4: swift4, kind: kind, introduced: introduced,
            deprecated: deprecated, requiresSuper: requiresSuper, subject: subject, plainWord: plainWord, aliases: aliases,
            summary: try r.bilingual(),
            when: try r.optional { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.bilingual() },
            triggeredBy: try r.optional { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.strings() },
            follows: try r.optional { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.strings() },
            sources: try r.strings())
    }
}

extension EventRecord {
    func write(to out: inout SnapshotWriter) {
        out.string(id)
        out.optional(sameAs) { $0.string($1) }
        out.bilingual(summary)
        out.strings(phrases)
    }

    init(snapshot r: inout SnapshotReader) throws(SnapshotReader.Damaged) {
        self.init(id: try r.string(), sameAs: try r.optionalString(), summary: try r.bilingual(), phrases: try r.strings())
    }
}

extension ContextRecord {
    func write(to out: inout SnapshotWriter) {
        out.string(id)
        out.bilingual(summary)
        out.strings(phrases)
    }

    init(snapshot r: inout SnapshotReader) throws(SnapshotReader.Damaged) {
        self.init(id: try r.string(), summary: try r.bilingual(), phrases: try r.strings())
    }
}

extension FactRecord {
    func write(to out: inout SnapshotWriter) {
        out.string(id)
        out.string(trigger)
        out.array(contexts) { $0.strings($1) }
        out.bilingual(summary)
        out.bilingual(answer)
        for effects in [fires, youCall, never] { out.array(effects) { $1.write(to: &$0) } }
        for ids in [rules, orders, scenarios, sources] { out.strings(ids) }
    }

    init(snapshot r: inout SnapshotReader) throws(SnapshotReader.Damaged) {
        let id = try r.string()
        let trigger = try r.string()
        let contexts = try r.array { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.strings() }
        let summary = try r.bilingual()
        let answer = try r.bilingual()
        let fires = try r.array(FactEffect.init(snapshot:))
        let youCall = try r.array(FactEffect.init(snapshot:))
        let never = try r.array(FactEffect.init(snapshot:))
        self.init(
            id: id, trigger: trigger, contexts: contexts, summary: summary, answer: answer, fires: fires, youCall: youCall,
            never: never, rules: try r.strings(), orders: try r.strings(), scenarios: try r.strings(), sources: try r.strings())
    }
}

extension FactEffect {
    func write(to out: inout SnapshotWriter) {
        out.optional(api) { $0.string($1) }
        out.optional(order) { $0.string($1) }
        out.string(receiver.rawValue)
        out.optional(timing) { $0.string($1.rawValue) }
        out.optional(note) { $0.bilingual($1) }
    }

    init(snapshot r: inout SnapshotReader) throws(SnapshotReader.Damaged) {
        self.init(
            api: try r.optionalString(), order: try r.optionalString(), receiver: try r.raw(Receiver.self),
            timing: try r.optional { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.raw(Timing.self) },
            note: try r.optional { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.bilingual() })
    }
}

extension OrderRecord {
    func write(to out: inout SnapshotWriter) {
        out.string(id)
        out.bilingual(title)
        out.bilingual(summary)
        out.array(steps) { out, step in
            out.string(step.api)
            out.optional(step.receiver) { $0.string($1.rawValue) }
            out.bool(step.nextGuaranteed)
            out.optional(step.note) { $0.bilingual($1) }
        }
        out.strings(sources)
    }

    init(snapshot r: inout SnapshotReader) throws(SnapshotReader.Damaged) {
        let id = try r.string()
        let title = try r.bilingual()
        let summary = try r.bilingual()
        let steps = try r.array { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in
            OrderStep(
                api: try r.string(),
                receiver: try r.optional { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.raw(Receiver.self) },
                nextGuaranteed: try r.bool(),
                note: try r.optional { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.bilingual() })
        }
        self.init(id: id, title: title, summary: summary, steps: steps, sources: try r.strings())
    }
}

extension ScenarioRecord {
    func write(to out: inout SnapshotWriter) {
        out.string(id)
        out.bilingual(title)
        out.bilingual(description)
        out.optional(ios) { $0.string($1) }
        out.optional(situation) { $0.string($1) }
        out.string(form.rawValue)
        out.string(verdict.rawValue)
        out.strings(expect)
        out.strings(sources)
        out.string(trace)
    }

    init(snapshot r: inout SnapshotReader) throws(SnapshotReader.Damaged) {
        self.init(
            id: try r.string(), title: try r.bilingual(), description: try r.bilingual(), ios: try r.optionalString(),
            situation: try r.optionalString(), form: try r.raw(Form.self), verdict: try r.raw(Verdict.self), expect: try r.strings(),
            sources: try r.strings(), trace: try r.string())
    }
}

extension CauseRecord {
    func write(to out: inout SnapshotWriter) {
        out.string(id)
        out.string(symptom.rawValue)
        for list in [callbacks, situations, phrases] { out.strings(list) }
        for text in [summary, explanation, fix] { out.bilingual(text) }
        for ids in [facts, rules, sources] { out.strings(ids) }
    }

    init(snapshot r: inout SnapshotReader) throws(SnapshotReader.Damaged) {
        let id = try r.string()
        let symptom = try r.raw(Symptom.self)
        let callbacks = try r.strings()
        let situations = try r.strings()
        let phrases = try r.strings()
        let summary = try r.bilingual()
        let explanation = try r.bilingual()
        let fix = try r.bilingual()
        self.init(
            id: id, symptom: symptom, callbacks: callbacks, situations: situations, phrases: phrases, summary: summary,
            explanation: explanation, fix: fix, facts: try r.strings(), rules: try r.strings(), sources: try r.strings())
    }
}

extension ConsoleWarningRecord {
    func write(to out: inout SnapshotWriter) {
        out.string(id)
        out.strings(patterns)
        out.bilingual(summary)
        out.array(causes) { $0.bilingual($1) }
        out.bilingual(fix)
        out.array(examples) { out, example in
            out.string(example.line)
            out.string(example.source)
            out.optional(example.ios) { $0.string($1) }
        }
        out.strings(sources)
        out.optional(rule) { $0.string($1) }
    }

    init(snapshot r: inout SnapshotReader) throws(SnapshotReader.Damaged) {
        let id = try r.string()
        let patterns = try r.strings()
        let summary = try r.bilingual()
        let causes = try r.array { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.bilingual() }
        let fix = try r.bilingual()
        let examples = try r.array { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in
            Example(line: try r.string(), source: try r.string(), ios: try r.optionalString())
        }
        self.init(
            id: id, patterns: patterns, summary: summary, causes: causes, fix: fix, examples: examples, sources: try r.strings(),
            rule: try r.optionalString())
    }
}
