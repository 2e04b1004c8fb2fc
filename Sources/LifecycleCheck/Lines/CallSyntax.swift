/// What a shape parser read from a line, as syntax only: how the method and its receiver were
/// written and where the tokens around the method are. Who the line is about, and which token is the
/// argument, is `LineParser.resolveRoles`'s decision, the same for every shape.
struct CallSyntax {
    /// How the method is written.
    enum Form {
        /// `-[Class selector]`: the implementing class, printed by `__PRETTY_FUNCTION__`.
        case functionName
        /// `[receiver selector:argument]`: an Objective-C message, the receiver written as code.
        case message
        /// `qualifier.method` or `qualifier.method(…)`: `self.`, `super.`, `Class.`, `child.`, `vc1.`.
        case qualified
        /// A method written alone: `viewDidLoad`, `viewWillAppear:`, `viewWillAppear(_:)`, `willMove(toParent: nil)`.
        case bare
        /// Spaced words: `view will appear`.
        case phrase
    }

    var form: Form
    var methodStart: Int
    /// The catalog records the spelling can mean.
    var candidates: Range<Int>
    /// The class the method is written on: `-[Class sel]`, `Class.sel`, `[Class sel]`.
    var className: Range<Int>?
    /// The receiver written as part of the call (`[child …]`, `child.…`, `self.`, `super.`, `vc1.`).
    var written: IdentityReference = .none
    /// Whether `written` is code that calls the method (`[child …]`, `child.willMove(…)`, `self.…`),
    /// rather than a tag printed before it (`vc1.viewDidLoad`).
    var writtenIsCode = false
    var isSuper = false
    /// The argument written in the call's own syntax: `sel:x`, `sel: x` (a value), `(toParent: nil)`.
    var writtenArgument: Range<Int>?
    /// `sel: ` ends the method, so the next token is where the canonical shape writes its argument.
    var hasArgumentSlot = false
    /// The method's token, when the line was tokenized (a bare `-[Class sel]` line is not).
    var position: Int?
    /// The first token after the method and its labels and written argument.
    var next = 0
    /// Whether a name before the method (not only an object description) may be its receiver.
    var namesBefore = false
    /// Whether a value in the free text after the method (`isAppearing=YES`) may be its argument.
    var freeTextArgument = false
    /// Whether a class name ending the line may be the receiver (`viewWillAppear - HomeViewController`).
    var trailingClass = false

    init(form: Form, methodStart: Int, candidates: Range<Int>) {
        self.form = form
        self.methodStart = methodStart
        self.candidates = candidates
    }
}
