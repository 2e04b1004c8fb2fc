import LifecycleModel

/// What lint takes from the API catalog once per run: which classes declare each method an override
/// can have, the callbacks, and the Swift name of each Objective-C selector.
struct CatalogNames: Sendable {
    /// `viewWillAppear(_:)` → `UIViewController`; `prepareForReuse()` → the cell classes.
    let declaringClasses: [String: Set<String>]
    /// Swift names of every callback (`viewWillAppear(_:)`): methods UIKit calls on your overrides.
    let callbacks: Set<String>
    /// Methods Swift 4.2 renamed, by the spelling code from before it calls (`addChildViewController(_:)`
    /// → `addChild(_:)`, from the catalog's `swift4`): the same call, so the same rules apply.
    let currentNames: [String: SwiftName]
    private let swiftNames: [String: String]

    init(_ catalog: APICatalog) {
        var classes: [String: Set<String>] = [:]
        var callbacks: Set<String> = []
        var swiftNames: [String: String] = [:]
        var currentNames: [String: SwiftName] = [:]
        for record in catalog.records {
            guard let swift = record.swift else { continue }
            if record.kind != .property, let old = record.swift4 { currentNames[old] = SwiftName(swift) }
            if record.kind == .callback || record.kind == .method { classes[swift, default: []].insert(record.className) }
            if record.kind == .callback { callbacks.insert(swift) }
            if record.kind != .property { swiftNames[record.selector] = swift }
        }
        declaringClasses = classes
        self.callbacks = callbacks
        self.currentNames = currentNames
        self.swiftNames = swiftNames
    }

    /// The Swift name of a selector: the catalog's (`addChildViewController:` → `addChild(_:)`), else
    /// the selector's own parts as Swift imports them plainly (`insertSubview:belowSubview:` →
    /// `insertSubview(_:belowSubview:)`).
    func swiftName(ofSelector selector: String) -> String {
        if let known = swiftNames[selector] { return known }
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let first = parts.first else { return selector + "()" }
        return "\(first)(_:\(parts.dropFirst().map { $0 + ":" }.joined()))"
    }
}
