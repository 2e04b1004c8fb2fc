import LifecycleModel
import Testing

@testable import LifecycleKB

/// The lifecycle surface (issue 26): every catalog entry says when it is called or true in both
/// languages, cites documents that can be checked, and names its iOS availability; and the surface
/// reaches every area a developer meets around the view and view-controller lifecycle.
@Suite struct LifecycleSurfaceTests {
    static let bundle = Result { try KnowledgeLoader.builtIn() }

    /// Private UIKit methods seen only in seed 000's stack traces: they have no public availability.
    static let privateMethods: Set = [
        "UIViewController.viewWillMoveToWindow:", "UIViewController.viewDidMoveToWindow:shouldAppearOrDisappear:",
        "UIViewController._executeAfterAppearanceBlock",
    ]

    static let minimumSurface = 200

    @Test func everyEntrySaysWhenInBothLanguages() throws {
        for record in try Self.bundle.get().knowledge.catalog.records {
            guard let when = record.when else {
                Issue.record("\(record.id) has no when")
                continue
            }
            #expect(!when.en.trimmingWhitespace().isEmpty, "\(record.id) has no English when")
            #expect(when.zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(record.id) has no Chinese when")
        }
    }

    @Test func everyEntryCitesCheckableSources() throws {
        let knowledge = try Self.bundle.get().knowledge
        let sources = Dictionary(uniqueKeysWithValues: knowledge.sources.map { ($0.id, $0) })
        for record in knowledge.catalog.records {
            #expect(!record.sources.isEmpty, "\(record.id) cites no source")
            for id in record.sources {
                guard let source = sources[id] else {
                    Issue.record("\(record.id) cites unknown source \(id)")
                    continue
                }
                switch source.kind {
                case .apple, .community:
                    #expect(source.url?.hasPrefix("http") == true, "\(record.id) cites \(id), which has no URL")
                case .seed, .header:
                    break
                }
            }
        }
    }

    @Test func everyPublicEntryNamesItsAvailability() throws {
        for record in try Self.bundle.get().knowledge.catalog.records where !Self.privateMethods.contains(record.id) {
            guard let introduced = record.introduced, let version = Self.version(introduced) else {
                Issue.record("\(record.id) has no introduced version")
                continue
            }
            if let deprecated = record.deprecated {
                guard let end = Self.version(deprecated) else {
                    Issue.record("\(record.id) deprecated '\(deprecated)' is not a version")
                    continue
                }
                #expect(!end.lexicographicallyPrecedes(version), "\(record.id) is deprecated before it was introduced")
            }
        }
    }

    @Test func theSurfaceHoldsEnoughEntries() throws {
        let count = try Self.bundle.get().knowledge.catalog.records.filter { $0.when != nil }.count
        #expect(count >= Self.minimumSurface, "only \(count) surface entries")
    }

    @Test(arguments: SurfaceArea.all)
    func everyAreaIsCovered(_ area: SurfaceArea) throws {
        let catalog = try Self.bundle.get().knowledge.catalog
        for id in area.entries {
            let record = try #require(catalog.record(id: id), "\(area.name): \(id) is not in the catalog")
            #expect(record.when != nil, "\(area.name): \(id) has no when")
        }
    }

    /// Apple: call super at the beginning of traitCollectionDidChange(_:), on views and controllers.
    @Test func traitCollectionDidChangeRequiresSuper() throws {
        let catalog = try Self.bundle.get().knowledge.catalog
        for id in ["UIView.traitCollectionDidChange:", "UIViewController.traitCollectionDidChange:"] {
            #expect(catalog.record(id: id)?.requiresSuper == .documented, "\(id)")
        }
    }

    /// "13.0" → [13, 0]; nil when the text is not dotted numbers.
    static func version(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }
}
