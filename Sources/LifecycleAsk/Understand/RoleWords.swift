import LifecycleModel

/// The words that name a controller by its part in a transition ("the old page", "上一个页面", "the
/// one below", "the presenter") and the receiver each means, given the trigger and the receivers the
/// answering fact names. It is a table, kept apart from the code that reads it, so it can move into
/// `Data/vocabulary` once the store has a table for it.
struct RoleWords: Sendable {
    /// What the words mean: the first receiver the fact names, trying a trigger-specific list first.
    struct Meaning: Sendable {
        /// Trigger keys (`event:nav.pop`, an API id) this meaning is for; empty for any trigger.
        var triggers: Set<String> = []
        /// Receivers to try, in order: the first the answering fact names is meant.
        var receivers: [Receiver]
    }

    /// A name for the entry, for tests and `--explain`.
    var id: String
    /// Phrases in the `Data/vocabulary` syntax (`_` keeps words side by side).
    var phrases: [String]

    /// An entry whose phrases come in groups (generated ones and written ones).
    init(id: String, phrases: [[String]], meanings: [Meaning], precedesEvents: Bool = false) {
        self.id = id
        self.phrases = phrases.flatMap { $0 }
        self.meanings = meanings
        self.precedesEvents = precedesEvents
    }
    /// Meanings, the trigger-specific ones first.
    var meanings: [Meaning]
    /// Read before the events: "the presenting controller" names a role although "presenting …
    /// controller" also reads as the call (phrase words fold -ing and -ed away).
    var precedesEvents = false

    /// The receivers the words mean for this trigger: the first listed that the fact names.
    func receiver(trigger: String, among named: Set<Receiver>) -> Receiver? {
        let meaning = meanings.first { $0.triggers.isEmpty || $0.triggers.contains(trigger) }
        return meaning?.receivers.first(where: named.contains)
    }
}

extension RoleWords {
    /// Going back: the controller "below" or "previous" is the one revealed (`to`), not the one left.
    static let backward: Set<String> = [
        "event:nav.pop", "event:nav.interactive-pop", "UINavigationController.popViewControllerAnimated:",
        "UINavigationController.popToViewController:animated:", "UINavigationController.popToRootViewControllerAnimated:",
    ]

    /// Nouns a controller is called by, in English and Chinese. (Phrase words fold -ing and -ed, so
    /// "presenting" and "presented" are written as prefixes, `presenting*`, to keep them apart.)
    static let nouns = ["page", "screen", "controller", "view_controller", "viewcontroller", "vc", "one", "tab", "view"]
    static let chineseNouns = ["页面", "控制器", "视图控制器", "界面", "页"]

    /// `old_page`, `old_screen`, …: each modifier side by side with each noun (after it when
    /// `after`), one phrase each, so a question compiles only those its words can meet.
    static func phrase(_ modifiers: [String], chinese: [String] = [], after: Bool = false) -> [String] {
        let english = modifiers.flatMap { modifier in nouns.map { after ? "\($0)_\(modifier)" : "\(modifier)_\($0)" } }
        return english + chinese.flatMap { modifier in chineseNouns.map { modifier + $0 } }
    }

    /// The roles vocabulary.
    static let all: [RoleWords] = [
        RoleWords(
            id: "leaving",
            phrases: [phrase(["popped", "dismissed", "outgoing", "leaving", "departing"]), ["被 pop|dismiss [的] 页面|控制器|界面"]],
            meanings: [Meaning(receivers: [.from, .presented])]),
        RoleWords(
            id: "old", phrases: [phrase(["old", "original", "first", "source"], chinese: ["旧", "旧的", "老", "老的"])],
            meanings: [Meaning(receivers: [.from, .presenting, .parent])]),
        RoleWords(
            id: "current",
            phrases: [phrase(["current", "top", "topmost", "visible", "displayed"], chinese: ["当前", "当前的", "栈顶", "栈顶的", "顶部的"])],
            meanings: [
                Meaning(
                    triggers: ["event:vc.presented", "UIViewController.presentViewController:animated:completion:"],
                    receivers: [.presenting]),
                Meaning(receivers: [.from, .presented]),
            ]),
        RoleWords(
            id: "earlier",
            phrases: [
                phrase(
                    ["previous", "prior", "last", "underlying"],
                    chinese: ["上一个", "上个", "上一", "前一个", "前一", "下面的", "底下的", "下层的", "原", "原来的", "原先的", "之前的"]),
                phrase(["below", "underneath", "beneath", "behind"], after: true),
            ],
            meanings: [Meaning(triggers: backward, receivers: [.to]), Meaning(receivers: [.from, .presenting])]),
        RoleWords(
            id: "arriving",
            phrases: [
                phrase(
                    ["new", "next", "pushed", "destination", "incoming", "arriving", "second", "target"], chinese: ["新", "新的", "下一个", "目标"]),
                ["被 push|present [的] 页面|控制器|界面"],
            ],
            meanings: [Meaning(receivers: [.to, .presented, .child])]),
        RoleWords(
            id: "modal", phrases: [phrase(["modal", "modally", "presented*"], chinese: ["模态", "弹出的", "被弹出的"]), ["presented*"]],
            meanings: [Meaning(receivers: [.presented])]),
        RoleWords(id: "presenter", phrases: [["presenter*|presenting*"]], meanings: [Meaning(receivers: [.presenting])]),
        RoleWords(
            id: "the-presenting", phrases: [phrase(["the_presenting*", "my_presenting*", "presenter*", "presenting*_side"])],
            meanings: [Meaning(receivers: [.presenting])], precedesEvents: true),
        RoleWords(
            id: "the-presented", phrases: [phrase(["the_presented*", "my_presented*", "presented*_modal"])],
            meanings: [Meaning(receivers: [.presented])], precedesEvents: true),
        RoleWords(
            id: "root", phrases: [["root_view_controller|root_controller|root_vc|root_page|root_screen|根控制器|根视图控制器|根页面"]],
            meanings: [Meaning(triggers: backward, receivers: [.to, .root]), Meaning(receivers: [.root, .from])]),
        RoleWords(
            id: "from", phrases: [nouns.map { "the_from_\($0)" }, ["fromvc|fromviewcontroller|from_vc"]],
            meanings: [Meaning(receivers: [.from])]),
        RoleWords(
            id: "to", phrases: [nouns.map { "the_to_\($0)" }, ["tovc|toviewcontroller|to_vc"]],
            meanings: [Meaning(receivers: [.to])]),
        RoleWords(id: "parent", phrases: [["parent|父控制器|父视图控制器"]], meanings: [Meaning(receivers: [.parent])]),
        RoleWords(id: "child", phrases: [["child|children|子控制器|子视图控制器"]], meanings: [Meaning(receivers: [.child])]),
        RoleWords(id: "superview", phrases: [["superview|父视图"]], meanings: [Meaning(receivers: [.superview])]),
        RoleWords(id: "subview", phrases: [["subview|子视图"]], meanings: [Meaning(receivers: [.subview])]),
        RoleWords(id: "window", phrases: [["window"]], meanings: [Meaning(receivers: [.window])]),
        RoleWords(id: "delegate", phrases: [["delegate|代理"]], meanings: [Meaning(receivers: [.delegate])]),
        RoleWords(id: "view", phrases: [["view"]], meanings: [Meaning(receivers: [.view])]),
        // "view controller" with no role word before it names no role; it keeps "view" from reading as the view.
        RoleWords(id: "controller", phrases: [["view_controller"]], meanings: []),
    ]
}
