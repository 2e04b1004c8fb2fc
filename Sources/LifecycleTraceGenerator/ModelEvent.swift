/// One controller of a generated trace: its class, and an address and a tag no other object shares.
public struct GeneratedObject: Hashable, Sendable {
    public var className: String
    public var number: Int

    /// `0x7f…`: twelve hexadecimal digits, unique per object number.
    public var address: String {
        let hex = String(number &* 2_654_435_761 & 0xff_ffff_ffff, radix: 16)
        return "0x7f" + String(repeating: "0", count: max(0, 10 - hex.count)) + hex
    }

    /// The same object in an app of a couple of hundred controller classes: its class name gains two
    /// letters from its number (`HomeViewControllerBb`, 37 per base class), so an object keeps one
    /// class and a log holds hundreds of class names, as a real app's does, which no digit masking
    /// folds together.
    public var inManyClasses: GeneratedObject {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let variant = number % 37
        let suffix = String(letters[variant / 26 % 26]).uppercased() + String(letters[variant % 26])
        return GeneratedObject(className: className + suffix, number: number)
    }

    /// `home12`: the tag a canonical log names it by.
    public var tag: String {
        let base = className.hasSuffix("ViewController") ? String(className.dropLast("ViewController".count)) : className
        return base.prefix(1).lowercased() + base.dropFirst() + "\(number)"
    }
}

/// One lifecycle callback or call of a generated trace, before it is written in a log shape.
public struct ModelEvent: Hashable, Sendable {
    /// The methods the generator writes, with their Objective-C and Swift `#function` spellings.
    public enum Method: String, CaseIterable, Sendable {
        case loadView, viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        case willMoveToParent, didMoveToParent, addChild, removeFromParent
        case beginAppearanceTransition, endAppearanceTransition, dealloc

        /// The Objective-C selector.
        public var selector: String {
            switch self {
            case .loadView, .viewDidLoad, .dealloc, .endAppearanceTransition: rawValue
            case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: rawValue + ":"
            case .willMoveToParent: "willMoveToParentViewController:"
            case .didMoveToParent: "didMoveToParentViewController:"
            case .addChild: "addChildViewController:"
            case .removeFromParent: "removeFromParentViewController"
            case .beginAppearanceTransition: "beginAppearanceTransition:animated:"
            }
        }

        /// The Swift name as `#function` prints it.
        public var swiftFunction: String {
            switch self {
            case .loadView, .viewDidLoad, .endAppearanceTransition: rawValue + "()"
            case .dealloc: "deinit"
            case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: rawValue + "(_:)"
            case .willMoveToParent: "willMove(toParent:)"
            case .didMoveToParent: "didMove(toParent:)"
            case .addChild: "addChild(_:)"
            case .removeFromParent: "removeFromParent()"
            case .beginAppearanceTransition: "beginAppearanceTransition(_:animated:)"
            }
        }

        /// The appearance callbacks UIKit sends.
        public var isAppearance: Bool { [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear].contains(self) }
    }

    /// The first argument, when the method takes one.
    public enum Argument: Hashable, Sendable {
        case none
        case flag(Bool)
        case object(GeneratedObject)
        case nilObject
    }

    public var receiver: GeneratedObject
    public var method: Method
    public var argument: Argument = .none
    /// A `super` call made inside the event before it (written only by shapes with nesting).
    public var superCall: Method?
    /// A call on the same object made inside this one (written only by shapes with nesting).
    public var innerCall: Method?

    public init(_ receiver: GeneratedObject, _ method: Method, _ argument: Argument = .none) {
        self.receiver = receiver
        self.method = method
        self.argument = argument
        if ![.loadView, .addChild, .removeFromParent, .beginAppearanceTransition, .endAppearanceTransition, .dealloc].contains(method) {
            superCall = method
        }
    }
}
