import LifecycleCheck
import Testing

/// The names people print before a method, generated from their parts rather than copied from a
/// few logs: a category prefix (none, `[Lifecycle]`, `LIFECYCLE:`, an emoji, nested brackets …),
/// the screen's name (ASCII, capitalized, a class, Chinese or Japanese), a separator and the
/// method in three spellings. Two screens written alike must stay two objects, each named by its
/// own name, never by the category in front of it.
@Suite struct NamesBeforeTheMethodTests {
    static let prefixes = [
        "", "[Lifecycle] ", "Lifecycle: ", "LIFECYCLE: ", "🔵 ", "Lifecycle - ", "[VC] ", "📱 [Lifecycle] ", "<Lifecycle> ",
        "[App][Lifecycle] ",
    ]
    static let names = [
        ("vc1", "vc2"), ("HomeVC", "DetailVC"), ("首页A", "详情B"), ("Home", "Detail"), ("home", "detail"), ("画面1", "画面2"),
        ("HomeViewController", "DetailViewController"),
    ]
    static let separators = [" ", " - ", " – ", ": ", " | ", " → ", "："]
    static let methods = [("viewDidLoad", "viewWillAppear:"), ("viewDidLoad()", "viewWillAppear(_:)"), ("viewDidLoad", "viewWillAppear")]

    /// One trace per prefix and pair of names, holding every separator and spelling: each screen
    /// (its name suffixed with a letter per combination) loads and appears once, so a merge is a
    /// duplicate and a misread name shows.
    @Test func everyCombinationKeepsEachObjectUnderItsOwnName() throws {
        var failures: [String] = []
        let suffixes = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        for prefix in Self.prefixes {
            for (first, second) in Self.names {
                var lines: [String] = []
                var expected: [String] = []
                for (separatorIndex, separator) in Self.separators.enumerated() {
                    for (methodIndex, (load, appear)) in Self.methods.enumerated() {
                        let suffix = suffixes[separatorIndex * Self.methods.count + methodIndex]
                        for name in [first + suffix, second + suffix] {
                            lines += ["\(prefix)\(name)\(separator)\(load)", "\(prefix)\(name)\(separator)\(appear)"]
                            expected += [name, name]
                        }
                    }
                }
                let (events, reader) = try KnowledgeFixture.events(lines.joined(separator: "\n"))
                let named = events.map { reader.objects[$0.receiver].name }
                for (index, line) in lines.enumerated() where index >= named.count || named[index] != expected[index] {
                    failures.append("\(line) → \(index < named.count ? named[index] ?? "nil" : "no event")")
                }
                if named.count != expected.count { failures.append("\(prefix)\(first): \(named.count) events of \(expected.count)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) lines misread, e.g. \(failures.prefix(5))")
    }

    /// The names the grouping must leave as they were: prose puts a class first, a lone tag is the
    /// receiver, a counter is not a name.
    @Test(arguments: [
        ("SingleSubredditViewController calls viewDidAppear", "SingleSubredditViewController"),
        ("Tag: viewWillAppear(_:)", "Tag"),
        ("[Home] viewDidLoad", "Home"),
        ("15: B_ViewController viewWillAppear:", "B_ViewController"),
        ("vc1 – viewDidLoad", "vc1"),
        ("Home：viewDidLoad", "Home"),
        ("[Lifecycle][首页] viewDidLoad", "首页"),
    ])
    func namesThatStayAsTheyWere(_ line: String, _ name: String) throws {
        let (events, reader) = try KnowledgeFixture.events(line)
        #expect(events.map { reader.objects[$0.receiver].name } == [name])
    }
}
