import Foundation
import LifecycleCheck
import Testing

/// Reading whole traces: encodings, line ends, chunk boundaries, nesting, identities, console
/// warnings, strict mode.
@Suite struct TraceStreamTests {
    static let mixed = """
        # a trace mixing every shape
        2024-05-01 10:00:00.100200+0800 Demo[1234:56789] ContainerViewController viewDidLoad()
          [self addChildViewController:child]
            child willMoveToParentViewController: <ContainerViewController: 0x7f8e1c40a0f0>
          [self.view addSubview:child.view]
          child.didMove(toParent: self)
        -[ContainerViewController viewWillAppear:]
        <UIView: 0x7fef58c089d0; frame = (0 0; 375 812); layer = <CALayer: 0x60000272b280>>
        child viewWillAppear:
        Unbalanced calls to begin/end appearance transitions for <Demo.ChildViewController: 0x7fb2d8c0a600>.
        view did appear
        """

    @Test func aMixedTraceReadsLineByLine() throws {
        let (events, reader) = try KnowledgeFixture.events(Self.mixed)
        #expect(events.map(\.line) == [2, 3, 4, 5, 6, 7, 9, 10, 11])
        #expect(
            events.map { $0.selector ?? $0.warning! } == [
                "viewDidLoad", "addChildViewController:", "willMoveToParentViewController:", "addSubview:",
                "didMoveToParentViewController:", "viewWillAppear:", "viewWillAppear:", "unbalanced-appearance-transitions",
                "viewDidAppear:",
            ])
        #expect(events.map(\.depth) == [0, 1, 2, 1, 1, 0, 0, 0, 0])
        #expect(events.map(\.parent) == [nil, 1, 2, 1, 1, nil, nil, nil, nil])
        #expect(events.map(\.sequence) == Array(1...9))
        #expect(reader.skippedLines == 2)
        let names = reader.objects.map(\.name)
        // `self` inside ContainerViewController's viewDidLoad is the container.
        #expect(names[events[1].receiver] == "ContainerViewController")
        #expect(names[events[1].subject!] == "child")
        #expect(names[events[7].receiver] == "<ChildViewController: 0x7fb2d8c0a600>")
        #expect(names[events[8].receiver] == "controller")
    }

    @Test func chunkBoundariesDoNotMatter() throws {
        let bytes = Array(Self.mixed.utf8)
        let whole = try KnowledgeFixture.events(Self.mixed).events
        for size in [1, 2, 7, 64] {
            var reader = TraceReader(vocabulary: KnowledgeFixture.vocabulary)
            var events: [TraceEvent] = []
            for start in stride(from: 0, to: bytes.count, by: size) {
                try bytes[start..<min(bytes.count, start + size)].withUnsafeBufferPointer { try reader.read($0) { events.append($0) } }
            }
            try reader.finish { events.append($0) }
            #expect(events == whole, "chunks of \(size) bytes")
        }
    }

    @Test func aByteOrderMarkAndCRLFLineEndsAreAccepted() throws {
        let text = "\u{FEFF}viewDidLoad\r\nviewWillAppear:\r\n\r\nviewDidAppear"
        let (events, reader) = try KnowledgeFixture.events(text)
        #expect(events.map(\.selector) == ["viewDidLoad", "viewWillAppear:", "viewDidAppear:"])
        #expect(events.map(\.column) == [1, 1, 1])
        #expect(reader.lineCount == 4)
        #expect(reader.skippedLines == 1)
    }

    @Test func invalidUTF8IsALocatedError() throws {
        var reader = TraceReader(vocabulary: KnowledgeFixture.vocabulary, file: "bad.log")
        let bytes = Array("viewDidLoad\nview".utf8) + [0xFF, 0x41] + Array("\nviewDidAppear\n".utf8)
        #expect {
            try reader.read(bytes: bytes) { _ in }
        } throws: { error in
            guard let error = error as? TraceError else { return false }
            return error.file == "bad.log" && error.line == 2 && error.column == 5 && error.description.hasPrefix("bad.log:2:5: error:")
        }
    }

    @Test func strictModeMakesTheFirstNoiseLineAnError() throws {
        let text = "viewDidLoad\n\n# fine\nsomething else\nviewDidAppear"
        #expect(try KnowledgeFixture.events(text).events.count == 2)
        #expect {
            try KnowledgeFixture.events(text, strict: true)
        } throws: { error in
            (error as? TraceError)?.line == 4
        }
    }

    @Test func anAddressAndAClassNameOneObject() throws {
        let text = """
            -[FeedViewController viewDidLoad]
            <Demo.FeedViewController: 0x7fa1c0d05e70> viewWillAppear
            2024-05-01 10:00:00.1 Demo[1:2] <FeedViewController: 0x7fa1c0d05e70> viewDidAppear:
            <Demo.FeedViewController: 0x7fa1c0d06000> viewWillAppear
            """
        let (events, reader) = try KnowledgeFixture.events(text)
        #expect(events[0].receiver == events[1].receiver)
        #expect(events[1].receiver == events[2].receiver)
        #expect(events[3].receiver != events[0].receiver)
        #expect(reader.objects.count == 2)
        #expect(reader.objects[events[0].receiver].address == "0x7fa1c0d05e70")
    }

    @Test func deallocAndInitializersStartNewObjects() throws {
        let text = """
            -[DetailViewController initWithNibName:bundle:]
            -[DetailViewController viewDidLoad]
            -[DetailViewController dealloc]
            -[DetailViewController initWithNibName:bundle:]
            -[DetailViewController viewDidLoad]
            ListViewController init()
            ListViewController initWithNibName:bundle:
            ListViewController viewDidLoad()
            ListViewController init()
            """
        let (events, reader) = try KnowledgeFixture.events(text)
        #expect(events[0].receiver == events[2].receiver)
        #expect(events[3].receiver != events[2].receiver)
        #expect(events[4].receiver == events[3].receiver)
        #expect(events[5].receiver == events[6].receiver)
        #expect(events[8].receiver != events[7].receiver)
        #expect(reader.objects.count == 4)
    }

    @Test func consoleWarningsNameTheirObject() throws {
        let lines = [
            (
                "Warning: Attempt to present <LifeCycleDemo.PresentedViewController: 0x7fe4f601def0> on <LifeCycleDemo.ViewController: 0x7fe4f6212e50> whose view is not in the window hierarchy!",
                "present-view-not-in-window", "<ViewController: 0x7fe4f6212e50>"
            ),
            (
                "2024-05-01 10:00:02.000100+0800 Demo[4242:1234567] [Presentation] Attempt to present <Demo.Login: 0x7fd3a1f0c400> on <Demo.Root: 0x7fd3a1e08a00> (from <Demo.Root: 0x7fd3a1e08a00>) whose view is not in the window hierarchy.",
                "present-view-not-in-window", "<Root: 0x7fd3a1e08a00>"
            ),
            (
                "*** Terminating app due to uncaught exception 'UIViewControllerHierarchyInconsistency', reason: 'child view controller:<Demo.Child: 0x7fb2d8c0a600> should have parent view controller:<Demo.Parent: 0x7fb2d8c05e10> but requested parent is:<UINavigationController: 0x7fb2d9008200>'",
                "hierarchy-inconsistency", "<Child: 0x7fb2d8c0a600>"
            ),
            (
                "Unbalanced calls to begin/end appearance transitions for <UINavigationController: 0x7fc4d2021a00>.",
                "unbalanced-appearance-transitions", "<UINavigationController: 0x7fc4d2021a00>"
            ),
        ]
        for (line, warning, object) in lines {
            let (events, reader) = try KnowledgeFixture.events(line)
            #expect(events.count == 1)
            #expect(events.first?.warning == warning)
            #expect(events.first.map { reader.objects[$0.receiver].name } == object)
        }
    }

    @Test func checkingAFileMatchesCheckingItsBytes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-check-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: url) }
        var text = Self.mixed + "\n"
        for index in 0..<20_000 { text += "-[Page\(index % 7) viewDidAppear:]\n" }
        try text.write(to: url, atomically: true, encoding: .utf8)
        let fromFile = try KnowledgeFixture.engine.check(fileAt: url.path, name: "t.log")
        let fromBytes = try KnowledgeFixture.engine.check(text: text, file: "t.log")
        #expect(fromFile == fromBytes)
        #expect(!fromFile.violations.isEmpty)
    }

    @Test func checkingAFileReportsReadErrorsWithTheirLocation() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-check-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(Array("viewDidLoad\nviewWillAppear:\n".utf8) + [0xC3, 0x28, 0x0A]).write(to: url)
        #expect {
            try KnowledgeFixture.engine.check(fileAt: url.path, name: "trace.log")
        } throws: { error in
            (error as? TraceError).map { $0.file == "trace.log" && $0.line == 3 && $0.column == 1 } ?? false
        }
        #expect(throws: TraceError.self) { try KnowledgeFixture.engine.check(fileAt: "/nonexistent/trace.log") }
    }

    @Test func readingAFileStreamsItInChunks() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-check-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: url) }
        let cycle = [
            "viewWillAppear:", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear:", "viewWillDisappear:",
            "viewDidDisappear:",
        ]
        var text = ""
        for index in 0..<60_000 {
            text +=
                "2024-05-01 10:00:00.\(String(format: "%06d", index))+0800 Demo[1234:56789] -[VC\(index % 40) \(cycle[(index / 40) % 6])]\n"
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
        var reader = TraceReader(vocabulary: KnowledgeFixture.vocabulary, file: url.path)
        var count = 0
        try reader.read(fileAt: url.path) { _ in count += 1 }
        #expect(count == 60_000)
        #expect(reader.objects.count == 40)
        let report = try KnowledgeFixture.engine.check(fileAt: url.path)
        #expect(report.events == 60_000 && report.objects == 40 && report.violations.isEmpty)
    }
}
