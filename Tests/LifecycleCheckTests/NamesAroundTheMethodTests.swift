import Foundation
import LifecycleCheck
import Testing

/// The names people print around a method, generated from their parts rather than copied from a
/// few logs: a category prefix (none, `[Lifecycle]`, `LIFECYCLE:`, an emoji, nested brackets …),
/// the screen's name (ASCII, capitalized, a class, Chinese or Japanese) before or after the method,
/// a separator and the method in three spellings. Two screens written alike must stay two objects,
/// each named by its own name, never by the category in front of it nor by a word of free text.
@Suite struct NamesAroundTheMethodTests {
    static let prefixes = [
        "", "[Lifecycle] ", "Lifecycle: ", "LIFECYCLE: ", "🔵 ", "Lifecycle - ", "[VC] ", "📱 [Lifecycle] ", "<Lifecycle> ",
        "[App][Lifecycle] ",
    ]
    static let names = [
        ("vc1", "vc2"), ("HomeVC", "DetailVC"), ("首页A", "详情B"), ("Home", "Detail"), ("home", "detail"), ("画面1", "画面2"),
        ("HomeViewController", "DetailViewController"),
    ]
    static let separators = [" ", " - ", " – ", ": ", " | ", " → ", "："]
    /// How a name is written after the method (`{m}` the method, `{n}` the name).
    static let trailingLayouts = [
        "{m} - {n}", "{m} – {n}", "{m}: {n}", "{m} {n}", "{m} | {n}", "{m} ({n})", "{m} [{n}]", "{m} in {n}", "{m} called on {n}",
        "({n}) {m}",
    ]
    /// Every way of writing a name with a method: each prefix and separator before it, each trailing layout.
    static let layouts: [String] =
        prefixes.flatMap { prefix in separators.map { prefix + "{n}" + $0 + "{m}" } } + trailingLayouts
    static let methods = [("viewDidLoad", "viewWillAppear:"), ("viewDidLoad()", "viewWillAppear(_:)"), ("viewDidLoad", "viewWillAppear")]

    /// One trace per layout and pair of names, holding every spelling: each screen (its name
    /// suffixed with a letter per spelling) loads and appears once, so a merge is a duplicate and a
    /// misread name shows.
    @Test func everyLayoutKeepsEachObjectUnderItsOwnName() throws {
        var failures: [String] = []
        let suffixes = ["a", "b", "c"]
        for layout in Self.layouts {
            // After the method a lowercase word without a digit is free text (`viewDidLoad - done`), not a name.
            for (first, second) in Self.names where !Self.trailingLayouts.contains(layout) || first != "home" {
                var lines: [String] = []
                var expected: [String] = []
                for ((load, appear), suffix) in zip(Self.methods, suffixes) {
                    for name in [first + suffix, second + suffix] {
                        for method in [load, appear] {
                            lines.append(layout.replacingOccurrences(of: "{n}", with: name).replacingOccurrences(of: "{m}", with: method))
                            expected.append(name)
                        }
                    }
                }
                let (events, reader) = try KnowledgeFixture.events(lines.joined(separator: "\n"))
                let named = events.map { reader.objects[$0.receiver].name }
                for (index, line) in lines.enumerated() where index >= named.count || named[index] != expected[index] {
                    failures.append("\(line) → \(index < named.count ? named[index] : "no event")")
                }
                if named.count != expected.count { failures.append("\(lines[0]): \(named.count) events of \(expected.count)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) lines misread, e.g. \(failures.prefix(5))")
    }

    /// An ordinal or a qualifier before a name is part of it (`first vc`, `Second VC`, `2nd screen`,
    /// `old vc`, `top vc`): the objects a shared noun would merge stay apart, under every prefix and
    /// separator.
    @Test func qualifiersTellApartObjectsOfOneName() throws {
        var failures: [String] = []
        let pairs = [
            ("first vc", "second vc"), ("First VC", "Second VC"), ("1st screen", "2nd screen"),
            ("third HomeViewController", "fourth HomeViewController"), ("old vc", "new vc"), ("top vc", "bottom vc"),
            ("Previous VC", "Next VC"), ("presenting controller", "presented controller"),
        ]
        for prefix in Self.prefixes {
            for separator in Self.separators {
                for (first, second) in pairs {
                    let lines = [first, second].flatMap { name in
                        ["viewDidLoad", "viewWillAppear:"].map { prefix + name + separator + $0 }
                    }
                    let (events, reader) = try KnowledgeFixture.events(lines.joined(separator: "\n"))
                    let named = events.map { reader.objects[$0.receiver].name }
                    if named != [first, first, second, second] { failures.append("\(lines[0]) → \(named)") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) misread, e.g. \(failures.prefix(5))")
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
        ("viewWillAppear - HomeViewController", "HomeViewController"),
        ("viewDidLoad finished", "controller"),
        ("viewWillAppear: animated", "controller"),
        ("viewDidAppear in 12ms", "controller"),
        ("viewDidLoad (ViewController 1)", "ViewController 1"),
    ])
    func namesThatStayAsTheyWere(_ line: String, _ name: String) throws {
        let (events, reader) = try KnowledgeFixture.events(line)
        #expect(events.map { reader.objects[$0.receiver].name } == [name])
    }
}
