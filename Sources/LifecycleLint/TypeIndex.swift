/// A type declared in a file lint reads: a Swift class, struct, enum, protocol or type alias, or an
/// Objective-C `@interface`, with what it inherits (a class's superclass first).
struct TypeDeclaration: Hashable, Sendable {
    enum Kind: Sendable { case `class`, value, `protocol`, alias }

    var name: String
    var kind: Kind
    var inherited: [String]
}

/// Every type declared in the files of one run, read together: whether a receiver is a view controller
/// (or a table view cell) is decided here, from the declarations and the SDK classes, not by spelling.
struct TypeIndex: Sendable {
    private let declarations: [String: [TypeDeclaration]]

    init(_ declarations: [TypeDeclaration]) {
        self.declarations = Dictionary(grouping: declarations, by: \.name)
    }

    /// How sure it is that values of `type` are kinds of one of `ancestors` (SDK class names).
    func evidence(_ type: TypeReference, kindOf ancestors: Set<String>) -> Evidence {
        switch type {
        case .unknownSelf: return .likely
        case .named(let name):
            var visited: Set<String> = []
            return evidence(named: name, ancestors, &visited)
        case .unnamed(let name): return Self.nameSuggests(name, ancestors) ? .likely : .none
        }
    }

    private func evidence(named name: String, _ ancestors: Set<String>, _ visited: inout Set<String>) -> Evidence {
        if ancestors.contains(name) { return .known }
        guard visited.insert(name).inserted, visited.count < 64 else { return .none }
        if let found = declarations[name] {
            // Two declarations of one name (two targets, two apps) that disagree are only likely.
            let verdicts = Set(found.map { evidence(of: $0, ancestors, &visited) })
            return verdicts.count == 1 ? verdicts.first! : (verdicts.max() == Evidence.none ? Evidence.none : Evidence.likely)
        }
        if let sdk = SDKClasses.isKind(name, of: ancestors) { return sdk ? .known : .none }
        // A type from outside the files read (a pod, a framework): its name is all there is.
        return Self.typeNameSuggests(name, ancestors) ? .likely : .none
    }

    private func evidence(of declaration: TypeDeclaration, _ ancestors: Set<String>, _ visited: inout Set<String>) -> Evidence {
        switch declaration.kind {
        case .value: return .none
        case .class:
            // A class's first inherited type is its superclass unless it names a protocol.
            guard let first = declaration.inherited.first,
                !(declarations[first]?.allSatisfy { $0.kind == .protocol } ?? false)
            else { return .none }
            return evidence(named: first, ancestors, &visited)
        case .protocol, .alias:
            // `protocol Embedding: UIViewController`, `typealias Screen = UIViewController`.
            var best = Evidence.none
            for name in declaration.inherited {
                var branch = visited
                best = max(best, evidence(named: name, ancestors, &branch))
            }
            return best
        }
    }

    /// The project classes a class descends from, nearest first (the SDK classes above them are not listed).
    func superclasses(of name: String) -> [String] {
        var chain: [String] = []
        var current = name
        while chain.count < 64, let declaration = declarations[current]?.first(where: { $0.kind == .class }),
            let superclass = declaration.inherited.first, declarations[superclass]?.contains(where: { $0.kind == .class }) == true,
            !chain.contains(superclass)
        {
            chain.append(superclass)
            current = superclass
        }
        return chain
    }

    /// An SDK-looking type outside the files read: `PagerTabStripViewController` is likely a controller,
    /// `BaseCell` likely a cell, by the last word of the kinds asked for.
    static func typeNameSuggests(_ name: String, _ ancestors: Set<String>) -> Bool {
        ancestors.contains { ancestor in lastWord(of: ancestor).map { name.hasSuffix($0) } ?? false }
    }

    /// A value's name with no type anywhere: `menuVC`, `vc`, `childController`, `parentViewController()` for a controller.
    static func nameSuggests(_ name: String, _ ancestors: Set<String>) -> Bool {
        // A method's result is named by the method: `parentViewController()`, `makeMenuController(for:)`.
        let called = name.hasSuffix(")") ? String(name.prefix { $0 != "(" }) : name
        let root = called.split(separator: ".").last.map(String.init) ?? called
        if ancestors.contains("UIViewController"), root.lowercased() == "vc" || root.hasSuffix("VC") || root.hasSuffix("Vc") {
            return true
        }
        return ancestors.contains { ancestor in lastWord(of: ancestor).map { root.hasSuffix($0) } ?? false }
    }

    /// `Controller` for `UIViewController`, `Cell` for `UITableViewCell`.
    private static func lastWord(of name: String) -> String? {
        guard let start = name.lastIndex(where: \.isUppercase) else { return nil }
        return String(name[start...])
    }
}
