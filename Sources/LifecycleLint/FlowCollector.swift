import SwiftSyntax

/// Walks one parsed file once and splits it into flows: a function body with the closures that are part
/// of it (animations inline, completions later), every other closure as a flow of its own.
final class FlowCollector: SyntaxVisitor {
    private enum Frame {
        case flow(Flow)
        case phase(Int)
        case type(TypeInfo)
        case none
    }

    /// The file's bytes: node texts and positions are read from them, not rebuilt by swift-syntax.
    private let source: SourceText
    /// Base names of the calls rules watch: passing a subject to one of them keeps it in the flow.
    private let watchedCalls: Set<String>
    private var frames: [Frame]
    /// The flows of `frames`, innermost last, kept alongside so identifier visits do not rebuild it.
    private var flowStack: [Flow]
    private(set) var facts = FileFacts()

    init(source: SourceText, watchedCalls: Set<String>) {
        self.source = source
        self.watchedCalls = watchedCalls
        let root = Flow(function: nil, type: nil, source: source)
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

    private func push(flowFor function: FunctionInfo?) {
        let flow = Flow(function: function, type: currentType, source: source)
        currentFlow.nested.append(flow)
        facts.flows.append(flow)
        frames.append(.flow(flow))
        flowStack.append(flow)
    }

    private func pop() {
        if case .flow = frames.removeLast() { flowStack.removeLast() }
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        frames.append(.type(TypeInfo(name: node.name.text, inherited: inherited(node.inheritanceClause))))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { pop() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        frames.append(.type(TypeInfo(name: source.text(of: node.extendedType), inherited: inherited(node.inheritanceClause))))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

    private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { source.text(of: $0.type) } ?? []
    }

    // MARK: Flows

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isOverride = node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        if !isOverride { facts.customMethods.insert(node.name.text) }
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        for parameter in node.signature.parameterClause.parameters where isControllerType(source.text(of: parameter.type)) {
            facts.controllers.insert((parameter.secondName ?? parameter.firstName).text)
        }
        let place = source.location(of: node.name)
        push(flowFor: FunctionInfo(name: "\(node.name.text)(\(labels))", isOverride: isOverride, line: place.line, column: place.column))
        currentFlow.locals.formUnion(node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { pop() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        push(flowFor: nil)
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { pop() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        switch ClosureRole(node) {
        case .inline: frames.append(.none)
        case .later: frames.append(.phase(currentPhase + 1))
        case .separate:
            push(flowFor: nil)
            if let parameters = node.signature?.parameterClause {
                switch parameters {
                case .simpleInput(let names): currentFlow.locals.formUnion(names.map(\.name.text))
                case .parameterClause(let clause):
                    currentFlow.locals.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
                }
            }
        }
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { pop() }

    // MARK: Declarations that name view controllers

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        currentFlow.locals.insert(name)
        if let type = node.typeAnnotation.map({ source.text(of: $0.type) }), isControllerType(type) {
            facts.controllers.insert(name)
        } else if let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
            isControllerType(source.text(of: call.calledExpression))
        {
            facts.controllers.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        currentFlow.locals.insert(name)
        if isChildCollection(source.text(of: node.sequence)) { facts.controllers.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { currentFlow.locals.insert(name) }
        return .visitChildren
    }

    /// `UIViewController`, `HomeViewController?`: the UIKit naming convention, read from the end.
    private func isControllerType(_ type: String) -> Bool {
        type.utf8.reversed().drop { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }.starts(with: "rellortnoC".utf8)
    }

    // MARK: Calls and references

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let baseName: String
        var receiver = "self"
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            baseName = member.declName.baseName.text
            let base = member.base?.as(SuperExprSyntax.self) != nil ? "super" : nil
            guard base != nil || watchedCalls.contains(baseName) || baseName == "forEach" else { return .visitChildren }
            receiver = base ?? member.base.map { normalisedExpression(source.text(of: $0), dropView: false) } ?? ""
            if receiver.isEmpty { receiver = "self" }
            if baseName == "forEach", isChildCollection(receiver) { facts.controllers.insert("$0") }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            baseName = reference.baseName.text
        } else {
            return .visitChildren
        }
        // Only calls some rule names, and super calls, are ever compared: skip the rest cheaply.
        guard receiver == "super" || watchedCalls.contains(baseName) else { return .visitChildren }
        let place = source.location(of: node)
        let call = CallSite(
            baseName: baseName,
            labels: node.arguments.map { $0.label?.text ?? "_" },
            receiver: receiver,
            firstArgument: node.arguments.first.map { normalisedExpression(source.text(of: $0.expression), dropView: false) },
            line: place.line, column: place.column, phase: currentPhase, offset: place.offset
        )
        currentFlow.calls.append(call)
        if receiver == "super" {
            let name = "\(baseName)(\(call.labels.map { $0 + ":" }.joined()))"
            for flow in flowStack { flow.superCalls.insert(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        currentFlow.references.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, node))
        return .visitChildren
    }
}

/// Collections whose elements are child view controllers.
func isChildCollection(_ text: String) -> Bool {
    let last = text.split(separator: ".").last.map(String.init) ?? text
    return ["children", "childViewControllers", "viewControllers"].contains(last)
}
