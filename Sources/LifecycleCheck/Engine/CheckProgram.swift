/// The enabled checks compiled into dispatch tables: for every API, which checks see its events in
/// which role. Immutable and shared by reference, so the hot path reads it without copying.
final class CheckProgram: Sendable {
    struct Route: Sendable {
        var check: Int
        var role: Role
        var pattern: CompiledPattern
    }

    let checks: [CompiledCheck]
    let monitors: MonitorSet
    /// Routes of every API, grouped by API: `routes[routeSpans[api]]`.
    let routes: PinnedArray<Route>
    let routeSpans: PinnedArray<Range<Int>>
    /// Gate patterns of every API, grouped like `routes`: `gates[gateSpans[api]]`.
    let gates: PinnedArray<(check: Int, pattern: CompiledPattern)>
    let gateSpans: PinnedArray<Range<Int>>
    let warningRoutes: [[Int]]
    let superCallChecks: [Int]
    /// Whether each catalog record is `dealloc`, by record.
    let isDealloc: PinnedArray<Bool>

    init(checks: [CompiledCheck], vocabulary: TraceVocabulary) {
        self.checks = checks
        monitors = MonitorSet(checks.map(\.monitor))
        let recordCount = vocabulary.catalog.records.count
        var routes = [[Route]](repeating: [], count: recordCount)
        var gateRoutes = [[(check: Int, pattern: CompiledPattern)]](repeating: [], count: recordCount)
        var warningRoutes = [[Int]](repeating: [], count: vocabulary.warnings.count)
        for (index, check) in checks.enumerated() {
            for (pattern, role) in check.routes { routes[pattern.record].append(Route(check: index, role: role, pattern: pattern)) }
            for pattern in check.gates { gateRoutes[pattern.record].append((index, pattern)) }
            if let warning = check.warning { warningRoutes[warning].append(index) }
        }
        self.routes = PinnedArray(routes.flatMap { $0 })
        routeSpans = PinnedArray(Self.spans(of: routes))
        gates = PinnedArray(gateRoutes.flatMap { $0 })
        gateSpans = PinnedArray(Self.spans(of: gateRoutes))
        self.warningRoutes = warningRoutes
        superCallChecks = checks.indices.filter { checks[$0].seesSuperCalls }
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
