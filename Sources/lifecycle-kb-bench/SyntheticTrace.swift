import Foundation

/// Writes large synthetic lifecycle traces: thousands of controllers living interleaved lives (each
/// ending in dealloc, so live objects stay bounded however long the trace), in the
/// log shapes people really have (`-[Class sel]`, Swift `#function`, NSLog prefixes, object
/// descriptions, canonical lines), with a known number of injected duplicate `viewDidAppear:`.
struct SyntheticTrace {
    var events: Int
    var objects: Int
    /// One injected violation per this many events.
    var violationEvery: Int
    /// Makes traces of the same size differ (names and addresses), so each imports as new content.
    var seed = 0

    /// The lines of one controller's life, in one of five shapes chosen by the object's number.
    private func life(of object: Int, injectDuplicate: Bool) -> [String] {
        let name = "Screen\(object)ViewController\(seed == 0 ? "" : "\(seed)")"
        let address = String(format: "0x7f%02x%08x", seed & 0xff, object &* 2_654_435_761 & 0xffff_ffff)
        var callbacks = [
            ("initWithNibName:bundle:", "init(nibName:bundle:)"), ("loadView", "loadView()"), ("viewDidLoad", "viewDidLoad()"),
            ("viewWillAppear:", "viewWillAppear(_:)"), ("viewWillLayoutSubviews", "viewWillLayoutSubviews()"),
            ("viewDidLayoutSubviews", "viewDidLayoutSubviews()"), ("viewDidAppear:", "viewDidAppear(_:)"),
            ("viewWillDisappear:", "viewWillDisappear(_:)"), ("viewDidDisappear:", "viewDidDisappear(_:)"),
            ("dealloc", "deinit"),
        ]
        if injectDuplicate { callbacks.insert(("viewDidAppear:", "viewDidAppear(_:)"), at: 7) }
        return callbacks.map { objc, swift in
            switch object % 5 {
            case 0: return "-[\(name) \(objc)]"
            case 1: return "2024-05-01 10:00:00.123456+0800 Demo[1234:56789] <Demo.\(name): \(address)> \(swift)"
            case 2: return "<Demo.\(name): \(address)> \(objc)"
            case 3: return " 2024-05-01 10:00:00.123 Demo[1234:56789] -[\(name) \(objc)] \(address)"
            default: return "vc\(object) \(objc)"
            }
        }
    }

    /// Writes the trace and returns how many duplicates were injected.
    func write(to url: URL) throws -> Int {
        try TraceFile.write(to: url) { handle in
            var written = 0
            var injected = 0
            var next = 0
            var buffer = ""
            while written < events {
                // A batch of `objects` lives, interleaved line by line, like screens in a busy app.
                let batch = (0..<objects).map { index -> [String] in
                    let object = next + index
                    // A life is about ten events, so one life in violationEvery / 10 gets a duplicate.
                    let duplicate = object % max(1, violationEvery / 10) == 0
                    if duplicate { injected += 1 }
                    return life(of: object, injectDuplicate: duplicate)
                }
                next += objects
                let longest = batch.map(\.count).max() ?? 0
                for step in 0..<longest {
                    for lines in batch where step < lines.count && written < events {
                        buffer += lines[step]
                        buffer += "\n"
                        written += 1
                    }
                    if buffer.utf8.count > 1 << 20 {
                        handle.write(Data(buffer.utf8))
                        buffer.removeAll(keepingCapacity: true)
                    }
                }
            }
            handle.write(Data(buffer.utf8))
            return injected
        }
    }
}
