/// An event pattern resolved against the catalog: the record it means and its conditions.
struct CompiledPattern: Sendable {
    /// How an event's first argument relates to a pattern's condition.
    enum Match {
        case yes, no, maybe
    }

    let record: Int
    let argument: EventPattern.Argument?
    let side: EventPattern.Side

    /// Resolves the spelling to exactly one catalog record.
    init(_ pattern: EventPattern, vocabulary: TraceVocabulary, rule: String) throws(CheckSetupError) {
        let resolution = vocabulary.catalog.resolution(of: pattern.api)
        if let problem = resolution.problem(spelling: pattern.api) {
            throw CheckSetupError(subject: rule, message: problem, culprit: pattern.api)
        }
        guard let record = resolution.record, let index = vocabulary.catalog.index(ofID: record.id) else {
            preconditionFailure("a spelling the catalog resolved names one of its own records")
        }
        self.record = index
        self.argument = pattern.argument
        self.side = pattern.on ?? .subject
    }

    /// Whether the event's argument meets the condition; `maybe` when the trace does not show it.
    @inline(__always)
    func matches(_ argument: TraceArgument.Kind?) -> Match {
        guard let condition = self.argument else { return .yes }
        guard let kind = argument, kind != .unknown else { return .maybe }
        switch condition {
        case .nil: return kind == .nil ? .yes : .no
        case .nonNil: return kind == .nil ? .no : .yes
        case .true: return kind == .true ? .yes : (kind == .false || kind == .nil ? .no : .maybe)
        case .false: return kind == .false ? .yes : (kind == .true ? .no : .maybe)
        }
    }

    /// The object the event counts for under this pattern, and its row; -1 when the trace does not
    /// name it.
    @inline(__always)
    func object(of event: RawEvent) -> (id: Int, slot: Int) {
        side == .subject ? (event.subject, event.subjectSlot) : (event.receiver, event.receiverSlot)
    }
}
