/// The enabled checks compiled into dispatch tables: for every API, which checks see its events in
/// which role. Immutable and shared by reference, so the hot path reads it without copying.
final class CheckProgram: Sendable {
    /// One check seeing an API's events in one role, with where its monitor and its cell are.
    struct Route: Sendable {
        var check: Int
        /// The route's position among the API's routes in check order, which its drafts keep.
        var order: Int
        /// The monitor's position in its kind's bank (`MonitorBank`).
        var monitor: Int
        /// The check's cell in a `MonitorTable` row (`MonitorSet.columns`).
        var column: Int
        var role: Role
        var pattern: CompiledPattern
        /// One bit per argument code (`RawEvent.argumentCode`): whether an event with that argument
        /// reaches the monitor. Decided once here, so delivering an event tests one bit per route
        /// instead of matching its argument against the pattern (`accepts` is the plain twin).
        private var acceptedArguments: UInt8 = 0

        init(check: Int, role: Role, pattern: CompiledPattern) {
            (self.check, order, monitor, column) = (check, 0, 0, 0)
            self.role = role
            self.pattern = pattern
            for (code, argument) in RawEvent.arguments.enumerated() where accepts(argument) { acceptedArguments |= 1 << code }
        }

        /// Whether an event with `argument` reaches the monitor: a sure match, or an argument the trace
        /// does not show in a role that accepts one.
        func accepts(_ argument: TraceArgument.Kind?) -> Bool {
            let match = pattern.matches(argument)
            return match == .yes || (match == .maybe && role.acceptsUnknownArgument)
        }

        /// `accepts(event.argument)`, from the bits decided at compile time.
        @inline(__always)
        func accepts(_ event: RawEvent) -> Bool {
            acceptedArguments >> UInt8(truncatingIfNeeded: event.argumentCode) & 1 != 0
        }
    }

    /// Routes of one API to monitors of one kind, delivered in one loop with no dispatch per route.
    struct Run: Sendable {
        /// The kind's bank in `MonitorSet`.
        var bank: Int
        var routes: Range<Int>
    }

    let checks: [CompiledCheck]
    let monitors: MonitorSet
    /// Routes of every API, grouped by API: `routes[routeSpans[api]]`.
    let routes: PinnedArray<Route>
    /// The routes of every API as runs of one kind: `runs[runSpans[api]]`.
    let runs: PinnedArray<Run>
    let runSpans: PinnedArray<Range<Int>>
    /// Gate patterns of every API, grouped like `routes`: `gates[gateSpans[api]]`.
    let gates: PinnedArray<(check: Int, pattern: CompiledPattern)>
    let gateSpans: PinnedArray<Range<Int>>
    let warningRoutes: [[Int]]
    /// The `super-call` checks that see a `super` call made directly inside an override of each API,
    /// grouped by API: `superCallRoutes[superCallSpans[api]]`.
    let superCallRoutes: PinnedArray<Int>
    let superCallSpans: PinnedArray<Range<Int>>
    /// Whether each catalog record is `dealloc`, by record.
    let isDealloc: PinnedArray<Bool>

    init(checks: [CompiledCheck], vocabulary: TraceVocabulary) {
        self.checks = checks
        let monitors = MonitorSet(checks.map(\.monitor))
        self.monitors = monitors
        let recordCount = vocabulary.catalog.records.count
        var routes = [[Route]](repeating: [], count: recordCount)
        var gateRoutes = [[(check: Int, pattern: CompiledPattern)]](repeating: [], count: recordCount)
        var warningRoutes = [[Int]](repeating: [], count: vocabulary.warnings.count)
        var superCallRoutes = [[Int]](repeating: [], count: recordCount)
        for (index, check) in checks.enumerated() {
            for (pattern, role) in check.routes {
                routes[pattern.record].append(Route(check: index, role: role, pattern: pattern))
            }
            for pattern in check.gates { gateRoutes[pattern.record].append((index, pattern)) }
            if let warning = check.warning { warningRoutes[warning].append(index) }
            for override in check.superCallOverrides { superCallRoutes[override].append(index) }
        }
        // Each API's routes, stably grouped by kind so one loop serves a run; `order` keeps check order.
        var runs: [[Run]] = []
        var flat: [Route] = []
        for var group in routes {
            for position in group.indices {
                let place = monitors.places[group[position].check]
                group[position].order = position
                group[position].monitor = place.index
                group[position].column = monitors.columns[group[position].check]
            }
            let sorted = group.enumerated().sorted {
                (monitors.places[$0.element.check].bank, $0.offset) < (monitors.places[$1.element.check].bank, $1.offset)
            }.map(\.element)
            var apiRuns: [Run] = []
            for route in sorted {
                let bank = monitors.places[route.check].bank
                if let last = apiRuns.last, last.bank == bank {
                    apiRuns[apiRuns.count - 1].routes = last.routes.lowerBound..<(flat.count + 1)
                } else {
                    apiRuns.append(Run(bank: bank, routes: flat.count..<(flat.count + 1)))
                }
                flat.append(route)
            }
            runs.append(apiRuns)
        }
        self.routes = PinnedArray(flat)
        self.runs = PinnedArray(runs.flatMap { $0 })
        runSpans = PinnedArray(Self.spans(of: runs))
        gates = PinnedArray(gateRoutes.flatMap { $0 })
        gateSpans = PinnedArray(Self.spans(of: gateRoutes))
        self.warningRoutes = warningRoutes
        self.superCallRoutes = PinnedArray(superCallRoutes.flatMap { $0 })
        superCallSpans = PinnedArray(Self.spans(of: superCallRoutes))
        isDealloc = PinnedArray(vocabulary.keys.facts.map(\.isDealloc))
    }

    /// Where each group starts and ends once the groups are laid end to end.
    private static func spans<Element>(of groups: [[Element]]) -> [Range<Int>] {
        var start = 0
        return groups.map { group in
            defer { start += group.count }
            return start..<(start + group.count)
        }
    }
}
