/// Writes valid multi-object traces from the scenario scripts: many apps (each a navigation stack
/// with containers) run scenarios at once, their events interleaved at random, so hundreds of
/// controllers of a few classes live side by side. The same seed gives the same trace.
public struct TraceGenerator: Sendable {
    /// How many apps run at once; each gets its own objects.
    public var apps: Int
    /// How many scenarios each app runs after its launch.
    public var scenariosPerApp: Int
    public var seed: UInt64
    /// The first object number, so traces generated one after another name different objects.
    public var firstNumber: Int

    public init(apps: Int, scenariosPerApp: Int, seed: UInt64, firstNumber: Int = 0) {
        self.apps = apps
        self.scenariosPerApp = scenariosPerApp
        self.seed = seed
        self.firstNumber = firstNumber
    }

    /// The events of the trace, in the order they are logged.
    public func events() -> [ModelEvent] {
        var random = SeededGenerator(seed: seed)
        var queues: [[ModelEvent]] = []
        for app in 0..<apps {
            let first = firstNumber + app * 1000
            var state = AppState(numbers: first..<(first + 1000))
            var queue = state.launch()
            for _ in 0..<scenariosPerApp where state.hasRoom {
                queue += ScenarioScript.allCases.randomElement(using: &random)!.events(&state)
            }
            queue += state.teardown()
            queues.append(queue)
        }
        var positions = [Int](repeating: 0, count: queues.count)
        var live = Array(queues.indices)
        var out: [ModelEvent] = []
        out.reserveCapacity(queues.reduce(0) { $0 + $1.count })
        while !live.isEmpty {
            let pick = Int.random(in: 0..<live.count, using: &random)
            let app = live[pick]
            // A few events of one app at a time, like a burst of callbacks of one transition.
            for _ in 0..<Int.random(in: 1...4, using: &random) where positions[app] < queues[app].count {
                out.append(queues[app][positions[app]])
                positions[app] += 1
            }
            if positions[app] == queues[app].count { live.remove(at: pick) }
        }
        return out
    }

    /// The objects a checker must tell apart: every receiver, and every child added with `addChildViewController:`.
    public static func distinctObjects(_ events: [ModelEvent]) -> Int {
        var objects = Set<GeneratedObject>()
        for event in events {
            objects.insert(event.receiver)
            if event.method == .addChild, case .object(let child) = event.argument { objects.insert(child) }
        }
        return objects.count
    }

    /// The trace in one shape, and for each event the 1-based line it starts on.
    public static func render(_ events: [ModelEvent], in shape: LogShape) -> (text: String, lines: [Int]) {
        var text = ""
        var starts: [Int] = []
        var line = 1
        for (sequence, event) in events.enumerated() {
            starts.append(line)
            for written in shape.lines(event, sequence: sequence) {
                text += written + "\n"
                line += 1
            }
        }
        return (text, starts)
    }
}
