import LifecycleModel
import Testing

@testable import LifecycleKB

/// The book's pages link to each other with relative links that resolve, and every page leads back home.
@Suite struct MarkdownBookTests {
    @Test(arguments: Language.allCases)
    func everyRelativeLinkResolvesAndEveryPageLinksHome(language: Language) throws {
        let pages = try BookFixture.pages(language: language)
        let paths = Set(pages.map(\.path))
        #expect(paths.count == pages.count, "two pages share a path")
        for page in pages {
            for link in MarkdownLinks.targets(in: page.markdown) where !link.contains("://") {
                let resolved = MarkdownLinks.resolve(link, from: page.path)
                #expect(resolved.map(paths.contains) == true, "\(page.path) links to \(link), which is no page")
            }
            if page.path != "index.md" { #expect(page.markdown.hasPrefix("[← "), "\(page.path)") }
            if page.path != "index.md" { #expect(MarkdownLinks.targets(in: page.markdown).contains("../index.md"), "\(page.path)") }
        }
        let linkedFromIndex = Set(MarkdownLinks.targets(in: pages[0].markdown))
        #expect(linkedFromIndex == paths.subtracting(["index.md"]))
    }

    @Test func pagesCoverEveryGroupOrderClassAndScenario() throws {
        let store = try ExportFixture.store()
        let knowledge = try store.knowledge()
        let paths = Set(try BookFixture.pages().map(\.path))
        for order in knowledge.orders { #expect(paths.contains("orders/\(order.id).md")) }
        for scenario in knowledge.scenarios { #expect(paths.contains("scenarios/\(scenario.id).md")) }
        for record in knowledge.catalog.records { #expect(paths.contains("apis/\(record.className).md")) }
        for rule in try store.rules() { #expect(paths.contains("rules/\(RulesMarkdown.group(of: rule.rule.id)).md")) }
    }

    @Test func fileNamesCannotLeaveTheirFolder() {
        #expect(BookPage.fileName("vc.appear") == "vc.appear.md")
        #expect(BookPage.fileName("../../etc/passwd") == "-.-..-etc-passwd.md")
        #expect(BookPage.fileName("a b|c") == "a-b-c.md")
    }
}

/// The destinations of inline Markdown links, `[text](destination)`.
enum MarkdownLinks {
    static func targets(in markdown: String) -> [String] {
        let pattern = /\]\(([^)\s]+)\)/
        return markdown.matches(of: pattern).map { String($0.output.1) }
    }

    /// A relative link as a path from the book's root, `..` resolved; nil when it climbs out of the book.
    static func resolve(_ link: String, from page: String) -> String? {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in link.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
