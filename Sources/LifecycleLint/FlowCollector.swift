import SwiftSyntax

/// Walks one parsed Swift file once and splits it into flows: a function body with the closures that
/// are part of it (animations inline, completions later), every other closure as a flow of its own;
/// it records the types, properties, locals and aliases that say what each receiver is.
final class FlowCollector: SyntaxVisitor {
    private enum Frame {
        case flow(Flow)
        case phase(Int)
        case type(TypeInfo)
        case arm(BranchPath.Arm)
        case none
    }

    /// The file's bytes: node texts and positions are read from them, not rebuilt by swift-syntax.
    private let source: SourceText
    /// Base names of the calls rules watch: passing a subject to one of them keeps it in the flow.
    private let watchedCalls: Set<String>
    /// Pre-Swift 4.2 spellings of renamed methods, read as the names the rules use.
    private let currentNames: [String: SwiftName]
    private var frames: [Frame]
    /// The flows of `frames`, innermost last, kept alongside so identifier visits do not rebuild it.
    private var flowStack: [Flow]
    /// The branch arms open in each flow of `flowStack`.
    private var armStacks: [[BranchPath.Arm]] = [[]]
    /// The name uses of each flow of `flowStack`, appended to on every identifier.
    private var usesStack: [SwiftNameUses]
    /// For each open `#if` clause, whether it holds only Mac code.
    private var macOSClauses: [Bool] = []
    private(set) var facts = FileFacts()

    init(source: SourceText, watchedCalls: Set<String>, currentNames: [String: SwiftName] = [:]) {
        self.source = source
        self.watchedCalls = watchedCalls
        self.currentNames = currentNames
        let uses = SwiftNameUses(source: source)
        let root = Flow(function: nil, type: nil, enclosing: nil, uses: uses)
        usesStack = [uses]
        frames = [.flow(root)]
        flowStack = [root]
        facts.flows = [root]
        super.init(viewMode: .sourceAccurate)
    }

    private var currentFlow: Flow { flowStack[flowStack.count - 1] }

    private var currentPhase: Int {
        for frame in frames.reversed() {
            if case .phase(let phase) = frame { return phase }
            if case .flow = frame { return 0 }
        }
        return 0
    }

    private var currentType: TypeInfo? {
        for case .type(let type) in frames.reversed() { return type }
        return nil
    }

    /// Whether a declaration here is a member of a type rather than a local of a flow.
    private var isMemberContext: Bool {
        for frame in frames.reversed() {
            if case .type = frame { return true }
            if case .flow = frame { return false }
        }
        return false
    }

    private func push(flowFor function: FunctionInfo?) {
        let uses = SwiftNameUses(source: source)
        let flow = Flow(function: function, type: currentType, enclosing: currentFlow, uses: uses)
        flow.isMacOSOnly = currentFlow.isMacOSOnly || macOSClauses.contains(true)
        currentFlow.nested.append(flow)
        facts.flows.append(flow)
        frames.append(.flow(flow))
        flowStack.append(flow)
        armStacks.append([])
        usesStack.append(uses)
    }

    private func push(arm statement: some SyntaxProtocol, index: Int) {
        let arm = BranchPath.Arm(statement: statement.position.utf8Offset, index: index)
        frames.append(.arm(arm))
        armStacks[armStacks.count - 1].append(arm)
    }

    private func pop() {
        switch frames.removeLast() {
        case .flow:
            flowStack.removeLast()
            armStacks.removeLast()
            usesStack.removeLast()
        case .arm: armStacks[armStacks.count - 1].removeLast()
        default: break
        }
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(type: node.name.text, kind: .class, inherited: node.inheritanceClause)
    }

    override func visitPost(_ node: ClassDeclSyntax) { pop() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(type: node.name.text, kind: .value, inherited: node.inheritanceClause)
    }

    override func visitPost(_ node: StructDeclSyntax) { pop() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(type: node.name.text, kind: .value, inherited: node.inheritanceClause)
    }

    override func visitPost(_ node: EnumDeclSyntax) { pop() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(type: node.name.text, kind: .value, inherited: node.inheritanceClause)
    }

    override func visitPost(_ node: ActorDeclSyntax) { pop() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(type: node.name.text, kind: .protocol, inherited: node.inheritanceClause)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { pop() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if !macOSClauses.contains(true), case .named(let target)? = TypeReference.written(source.text(of: node.initializer.value)) {
            facts.declarations.append(TypeDeclaration(name: node.name.text, kind: .alias, inherited: [target]))
        }
        return .skipChildren
    }

    /// `extension Embedding where Self: UIViewController`: `self` is the constraint's type.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        var name = typeName(source.text(of: node.extendedType)) ?? source.text(of: node.extendedType)
        for requirement in node.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
                source.text(of: conformance.leftType) == "Self", let constraint = typeName(source.text(of: conformance.rightType))
            {
                name = constraint
            }
        }
        frames.append(.type(TypeInfo(name: name, inherited: inherited(node.inheritanceClause))))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

    private func enter(type name: String, kind: TypeDeclaration.Kind, inherited clause: InheritanceClauseSyntax?)
        -> SyntaxVisitorContinueKind
    {
        let inherited = inherited(clause)
        // A Mac class of the same name as an iOS one (`FamilyViewController: NSViewController`) is another class.
        if !macOSClauses.contains(true) { facts.declarations.append(TypeDeclaration(name: name, kind: kind, inherited: inherited)) }
        frames.append(.type(TypeInfo(name: name, inherited: inherited)))
        return .visitChildren
    }

    private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { typeName(source.text(of: $0.type)) } ?? []
    }

    private func typeName(_ text: String) -> String? {
        if case .named(let name)? = TypeReference.written(text) { return name }
        return nil
    }

    // MARK: Flows

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isOverride = node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        if !isOverride { facts.customMethods.insert(node.name.text) }
        let returned = node.signature.returnClause.flatMap { TypeReference.written(source.text(of: $0.type)) }
        let known = facts.returnTypes[node.name.text]
        facts.returnTypes[node.name.text] = known == nil || known! == returned ? returned : .some(nil)
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        let place = source.location(of: node.name)
        push(flowFor: FunctionInfo(name: "\(node.name.text)(\(labels))", isOverride: isOverride, line: place.line, column: place.column))
        declare(parameters: node.signature.parameterClause.parameters, generics: node.genericParameterClause, node.genericWhereClause)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { pop() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        push(flowFor: nil)
        declare(parameters: node.signature.parameterClause.parameters, generics: node.genericParameterClause, node.genericWhereClause)
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { pop() }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        push(flowFor: nil)
        return .visitChildren
    }

    override func visitPost(_ node: DeinitializerDeclSyntax) { pop() }

    /// A computed property's or observer's body, as one flow: `willSet` then `didSet`, where `newValue`
    /// and `oldValue` are the property's values (the child `willSet` adds is the one `didSet` finishes).
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        push(flowFor: nil)
        if let name = node.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            currentFlow.aliases["newValue"] = name
            currentFlow.aliases["oldValue"] = name
        }
        return .visitChildren
    }

    override func visitPost(_ node: AccessorBlockSyntax) { pop() }

    /// Parameters are locals whose callers may finish what the function starts; `<T: UIViewController>`
    /// makes a parameter of type `T` a controller.
    private func declare(
        parameters: FunctionParameterListSyntax, generics: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?
    ) {
        var constraints: [String: String] = [:]
        for generic in generics?.parameters ?? [] {
            if let inherited = generic.inheritedType, let name = typeName(source.text(of: inherited)) {
                constraints[generic.name.text] = name
            }
        }
        for requirement in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
                let name = typeName(source.text(of: conformance.rightType))
            {
                constraints[source.text(of: conformance.leftType)] = name
            }
        }
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            currentFlow.locals.insert(name)
            currentFlow.parameters.insert(name)
            if case .named(let type)? = TypeReference.written(source.text(of: parameter.type)) {
                currentFlow.declaredTypes[name] = .named(constraints[type] ?? type)
            }
        }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        let role = ClosureRole(node)
        switch role {
        case .inline: frames.append(.none)
        case .later: frames.append(.phase(currentPhase + 1))
        case .separate: push(flowFor: nil)
        }
        var names: [String] = []
        switch node.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        currentFlow.locals.formUnion(names)
        if role == .separate { currentFlow.parameters.formUnion(names) }
        // `children.forEach { child in … }`, `children.forEach { $0 … }`: each element is a controller.
        if let call = node.parent?.as(FunctionCallExprSyntax.self) ?? node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
            let base = member.base
        {
            currentFlow.valueSources[names.first ?? "$0"] = normalisedExpression(source.text(of: base)) + "[]"
        }
        for capture in node.signature?.capture?.items ?? [] {
            guard let initializer = capture.initializer else { continue }
            declareLocal(capture.name.text, value: initializer.value)
        }
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { pop() }

    // MARK: Branches

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        guard let parent = node.parent else {
            frames.append(.none)
            return .visitChildren
        }
        if let branch = parent.as(IfExprSyntax.self) {
            push(arm: branch, index: branch.body.id == node.id ? 0 : 1)
        } else if parent.is(GuardStmtSyntax.self) || parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self)
            || parent.is(RepeatStmtSyntax.self) || parent.is(DoStmtSyntax.self)
        {
            push(arm: parent, index: 0)
        } else if parent.is(CatchClauseSyntax.self), let statement = parent.parent?.parent {
            push(arm: statement, index: parent.position.utf8Offset + 1)
        } else {
            frames.append(.none)
        }
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) { pop() }

    /// `else if`: the nested `if` is the outer one's second arm.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        facts.branches[node.position.utf8Offset] = Branch(arms: node.elseBody == nil ? [0] : [0, 1], exhaustive: node.elseBody != nil)
        return enter(armOf: node.parent?.as(IfExprSyntax.self), index: 1)
    }

    /// A Swift `switch` always runs one of its cases.
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.position.utf8Offset }
        facts.branches[node.position.utf8Offset] = Branch(arms: cases, exhaustive: true)
        return .visitChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let hasElse = node.clauses.last?.poundKeyword.tokenKind == .poundElse
        facts.branches[node.position.utf8Offset] = Branch(arms: node.clauses.map(\.position.utf8Offset), exhaustive: hasElse)
        return .visitChildren
    }

    override func visitPost(_ node: IfExprSyntax) { pop() }

    /// A `case` is an arm of its `switch`, a clause of `#if` an arm of the `#if`.
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        enter(armOf: node.parent?.parent, index: node.position.utf8Offset)
    }

    override func visitPost(_ node: SwitchCaseSyntax) { pop() }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        macOSClauses.append(isMacOSOnly(node))
        return enter(armOf: node.parent?.parent, index: node.position.utf8Offset)
    }

    override func visitPost(_ node: IfConfigClauseSyntax) {
        macOSClauses.removeLast()
        pop()
    }

    /// `#if os(macOS)`, `#elseif canImport(AppKit)`, or the `#else` of `#if canImport(UIKit)`.
    private func isMacOSOnly(_ clause: IfConfigClauseSyntax) -> Bool {
        let condition = { (clause: IfConfigClauseSyntax) in
            clause.condition.map { self.source.text(of: $0).filter { !$0.isWhitespace } } ?? ""
        }
        if clause.poundKeyword.tokenKind == .poundElse, let first = clause.parent?.as(IfConfigClauseListSyntax.self)?.first {
            return ["os(iOS)", "canImport(UIKit)"].contains(condition(first))
        }
        return ["os(macOS)", "os(OSX)", "canImport(AppKit)", "canImport(Cocoa)"].contains(condition(clause))
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if !macOSClauses.contains(true), let module = node.path.first?.name.text { facts.imports.insert(module) }
        return .skipChildren
    }

    private func enter(armOf statement: (some SyntaxProtocol)?, index: Int) -> SyntaxVisitorContinueKind {
        if let statement {
            push(arm: statement, index: index)
        } else {
            frames.append(.none)
        }
        return .visitChildren
    }

    // MARK: Declarations that say what a name is

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isMemberContext, let type = currentType else { return .visitChildren }
        let isFilePrivate = node.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let written = binding.typeAnnotation.flatMap { TypeReference.written(source.text(of: $0.type)) }
            let inferred = binding.initializer.flatMap { initialized($0.value)?.type }
            facts.properties[type.name, default: [:]][name] = PropertyInfo(type: written ?? inferred, isFilePrivate: isFilePrivate)
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard !isMemberContext, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if let type = node.typeAnnotation.flatMap({ TypeReference.written(source.text(of: $0.type)) }) {
            currentFlow.locals.insert(name)
            currentFlow.declaredTypes[name] = type
        } else if let value = node.initializer?.value {
            declareLocal(name, value: value)
        } else {
            currentFlow.locals.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if let type = node.typeAnnotation.flatMap({ TypeReference.written(source.text(of: $0.type)) }) {
            currentFlow.locals.insert(name)
            currentFlow.declaredTypes[name] = type
        } else if let value = node.initializer?.value {
            declareLocal(name, value: value)
        } else if name != "self" {
            // `if let child { … }` unwraps the property or local of the same name.
            currentFlow.locals.insert(name)
            currentFlow.valueSources[name] = name
        }
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        currentFlow.locals.insert(name)
        currentFlow.valueSources[name] = normalisedExpression(source.text(of: node.sequence)) + "[]"
        return .visitChildren
    }

    /// A local bound to `self` (`guard let strongSelf = self`) or to a view (`let v = child.view`) is
    /// an alias; one bound to an initializer or a cast has that type; any other remembers its value.
    private func declareLocal(_ name: String, value: ExprSyntax) {
        if let made = initialized(value) {
            currentFlow.locals.insert(name)
            currentFlow.declaredTypes[name] = made.type
            if made.fresh { currentFlow.fresh.insert(name) }
            return
        }
        let normalised = normalisedExpression(source.text(of: value))
        if normalised == "self" || normalised == "view" || normalised.hasSuffix(".view") {
            // `let strongSelf = self` and `self` itself are not new names: they stay what they stand for.
            if name != "self" { currentFlow.aliases[name] = normalised }
            return
        }
        currentFlow.locals.insert(name)
        currentFlow.valueSources[name] = normalised
    }

    /// The value a cast is made of: `addChild(page as UIViewController)` adds `page`.
    private static func uncast(_ expression: ExprSyntax) -> ExprSyntax {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let value = sequence.elements.first
        else { return expression }
        return value
    }

    /// What an initializer says of its value, read from its nodes: the type a call of a type
    /// (`Menu()`, `Menu.init()`, `UIHostingController<Root>(…)`) or a storyboard makes, both new
    /// objects, or the type a cast (`x as? MenuViewController`) names, new only when `x` is.
    private func initialized(_ value: ExprSyntax) -> (type: TypeReference, fresh: Bool)? {
        if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let cast = elements[2].as(TypeExprSyntax.self),
                let type = TypeReference.written(source.text(of: cast.type))
            else { return nil }
            return (type, initialized(elements[0])?.fresh ?? false)
        }
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "instantiateViewController" || name == "instantiateInitialViewController" {
                return (.named("UIViewController"), true)
            }
            if name == "init", let base = member.base { callee = base }
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, let first = name.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return nil }
        return (.named(name), true)
    }

    // MARK: Calls and references

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let baseName: String
        var receiver = "self"
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            baseName = member.declName.baseName.text
            let base = member.base?.as(SuperExprSyntax.self) != nil ? "super" : nil
            guard base != nil || watchedCalls.contains(baseName) || baseName == "transition" else { return .visitChildren }
            receiver = base ?? member.base.map { normalisedExpression(source.text(of: $0)) } ?? ""
            if receiver.isEmpty { receiver = "self" }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            baseName = reference.baseName.text
        } else {
            return .visitChildren
        }
        // Only calls some rule names, super calls and calls that imply others are ever compared: skip the rest cheaply.
        guard receiver == "super" || watchedCalls.contains(baseName) || baseName == "transition" else { return .visitChildren }
        let place = source.location(of: node)
        let flow = currentFlow
        // The first argument is a subject; the others matter only to calls that imply others (`transition(from:to:…)`).
        let arguments = node.arguments.prefix(baseName == "transition" ? node.arguments.count : 1).map {
            flow.resolvingAliases(normalisedExpression(source.text(of: Self.uncast($0.expression))))
        }
        let written = SwiftName(base: baseName, labels: node.arguments.map { $0.label?.text ?? "_" })
        let name = currentNames.isEmpty ? written : currentNames[written.description] ?? written
        let call = CallSite(
            baseName: name.base,
            labels: name.labels,
            receiver: receiver == "super" ? receiver : flow.resolvingAliases(receiver),
            firstArgument: arguments.first,
            line: place.line, column: place.column, phase: currentPhase, offset: place.offset,
            path: BranchPath(arms: armStacks[armStacks.count - 1])
        )
        flow.calls.append(call)
        flow.calls += ImpliedCalls.of(call, arguments: arguments)
        if receiver == "super" {
            for flow in flowStack { flow.superCalls.insert(call.swiftName) }
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        usesStack[usesStack.count - 1].references.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, node))
        return .visitChildren
    }
}
