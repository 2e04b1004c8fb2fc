import LifecycleModel

/// What lint takes from the API catalog once per run: which classes declare each method an override
/// can have, the callbacks, and the Swift name of each Objective-C selector.
struct CatalogNames: Sendable {
    /// `viewWillAppear(_:)` → `UIViewController`; `prepareForReuse()` → the cell classes.
    let declaringClasses: [String: Set<String>]
    /// Swift names of every callback (`viewWillAppear(_:)`): methods UIKit calls on your overrides.
    let callbacks: Set<String>
    private let swiftNames: [String: String]

    init(_ catalog: APICatalog) {
        var classes: [String: Set<String>] = [:]
        var callbacks: Set<String> = []
        var swiftNames: [String: String] = [:]
        for record in catalog.records {
            guard let swift = record.swift else { continue }
            if record.kind == .callback || record.kind == .method { classes[swift, default: []].insert(record.className) }
            if record.kind == .callback { callbacks.insert(swift) }
            if record.kind != .property { swiftNames[record.selector] = swift }
        }
        declaringClasses = classes
        self.callbacks = callbacks
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
