/// The line shapes the README lists, each a way people log the same callback; the generator writes
/// one trace in any of them.
public enum LogShape: String, CaseIterable, Sendable {
    /// `NSLog(@"%s %@", __PRETTY_FUNCTION__, self)` without the console prefix: `-[Home viewWillAppear:] <Home: 0x…>`.
    case prettyFunctionSelf
    /// The same through NSLog, with its date and process prefix.
    case nslogPrettyFunction
    /// The address first: `0x7f… Home.viewDidAppear(_:)`.
    case addressFirst
    /// `print(self, #function)` through NSLog: `2024-… Demo[812:31337] <Demo.Home: 0x…> viewDidAppear(_:)`.
    case selfThenFunction
    /// `print(#function, self)`: `viewDidAppear(_:) <Demo.Home: 0x…>`.
    case functionThenSelf
    /// A bare selector and a description: `viewWillAppear: <Demo.Home: 0x…>`.
    case selectorThenDescription
    /// `Class(0x…)`: `Home(0x7f…) viewDidAppear(_:)`.
    case classWithAddress
    /// Tags and bare names with a tag prefix: `[Lifecycle] home12 – viewWillAppear:`.
    case taggedNames
    /// The canonical shape with nested `super` calls indented under each callback.
    case nestedCanonical
    /// `print(self, #function)` as Xcode's console shows it, no prefix: `<Demo.Home: 0x…> viewDidAppear(_:)`.
    case printSelf
    /// `print(self, #function)` in an app of a couple of hundred controller classes (`GeneratedObject.inManyClasses`):
    /// `<Demo.HomeViewControllerBb: 0x…> viewDidAppear(_:)`.
    case printSelfManyClasses
    /// `NSLog(@"%s %@", __PRETTY_FUNCTION__, self)` in an app of a couple of hundred classes:
    /// `-[HomeViewControllerBb viewDidAppear:] <HomeViewControllerBb: 0x…>`.
    case prettyFunctionManyClasses
    /// The address first in an app of a couple of hundred classes: `0x7f… HomeViewControllerBb.viewDidAppear(_:)`.
    case addressFirstManyClasses

    /// Whether the shape writes `super` calls (nesting by indentation).
    public var writesSuperCalls: Bool { self == .nestedCanonical }

    /// The lines of one event (a callback and, in nesting shapes, its super call).
    public func lines(_ event: ModelEvent, sequence: Int) -> [String] {
        var event = event
        if self == .printSelfManyClasses || self == .prettyFunctionManyClasses || self == .addressFirstManyClasses {
            event.receiver = event.receiver.inManyClasses
            if case .object(let other) = event.argument { event.argument = .object(other.inManyClasses) }
        }
        let object = event.receiver
        let method = event.method
        let description = "<Demo.\(object.className): \(object.address)>"
        let argument = Self.argumentText(event.argument)
        switch self {
        case .prettyFunctionSelf, .nslogPrettyFunction, .prettyFunctionManyClasses:
            let prefix = self == .nslogPrettyFunction ? Self.nslogPrefix(sequence) : ""
            let function = "-[\(object.className) \(method.selector)]"
            if case .object(let other) = event.argument, method == .addChild {
                return [prefix + "<\(object.className): \(object.address)> \(function) <\(other.className): \(other.address)>"]
            }
            let value = argument.map { " \(method == .beginAppearanceTransition ? "isAppearing" : "parent")=\($0.objc)" } ?? ""
            return [prefix + "\(function) <\(object.className): \(object.address)>\(value)"]
        case .addressFirst, .addressFirstManyClasses:
            if method == .dealloc { return ["\(object.address) \(object.className) deinit"] }
            return ["\(object.address) \(object.className).\(method.swiftFunction)" + (argument.map { " \($0.swift)" } ?? "")]
        case .selfThenFunction:
            return [Self.nslogPrefix(sequence) + "\(description) \(method.swiftFunction)" + (argument.map { " \($0.swift)" } ?? "")]
        case .printSelf, .printSelfManyClasses:
            return ["\(description) \(method.swiftFunction)" + (argument.map { " \($0.swift)" } ?? "")]
        case .functionThenSelf:
            if case .object(let other) = event.argument, method == .addChild {
                return ["\(method.swiftFunction) \(description) <Demo.\(other.className): \(other.address)>"]
            }
            return ["\(method.swiftFunction) \(description)" + (argument.map { " \($0.swift)" } ?? "")]
        case .selectorThenDescription:
            guard let argument else { return ["\(method.selector) \(description)"] }
            return ["\(description) \(Self.canonicalCall(method, argument.objc))"]
        case .classWithAddress:
            let named = "\(object.className)(\(object.address))"
            if case .object(let other) = event.argument { return ["\(named) \(method.swiftFunction) \(other.className)(\(other.address))"] }
            return ["\(named) \(method.swiftFunction)" + (argument.map { " \($0.swift)" } ?? "")]
        case .taggedNames:
            let call = argument.map { Self.canonicalCall(method, $0.tagged) } ?? method.selector
            return ["[Lifecycle] \(object.tag) – \(call)"]
        case .nestedCanonical:
            let call = argument.map { Self.canonicalCall(method, $0.tagged) } ?? method.selector
            var lines = ["\(object.tag) \(call)"]
            if let superCall = event.superCall { lines.append("    super.\(superCall.swiftFunction)") }
            if let innerCall = event.innerCall { lines.append("    \(object.tag) \(innerCall.selector)") }
            return lines
        }
    }

    /// `beginAppearanceTransition: YES animated: YES`, `willMoveToParentViewController: nil`.
    private static func canonicalCall(_ method: ModelEvent.Method, _ argument: String) -> String {
        method == .beginAppearanceTransition ? "beginAppearanceTransition: \(argument) animated: YES" : "\(method.selector) \(argument)"
    }

    /// The argument as Objective-C, Swift and canonical logs print it.
    private static func argumentText(_ argument: ModelEvent.Argument) -> (objc: String, swift: String, tagged: String)? {
        switch argument {
        case .none: nil
        case .flag(let value): (value ? "YES" : "NO", value ? "true" : "false", value ? "YES" : "NO")
        case .nilObject: ("(null)", "nil", "nil")
        case .object(let other):
            ("<\(other.className): \(other.address)>", "<Demo.\(other.className): \(other.address)>", other.tag)
        }
    }

    /// An NSLog prefix whose time moves on with the line.
    private static func nslogPrefix(_ sequence: Int) -> String {
        let seconds = sequence / 1000 % 60
        let micro = sequence % 1000 * 1000
        return
            "2024-05-01 10:00:\(seconds < 10 ? "0" : "")\(seconds).\(String(repeating: "0", count: 6 - String(micro).count))\(micro)+0800 Demo[812:31337] "
    }
}
