import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// What `rules enable` and `rules disable` share: the store and the rule to switch.
struct RuleToggle: ParsableArguments {
    @OptionGroup var options: GlobalOptions<ActionFormats>

    @Argument(help: "The rule identifier.", completion: IDCompletion.rules)
    var id: String

    /// Records the choice; an unknown id is exit 1.
    func apply(enabled: Bool) throws {
        let store = try options.openStore(for: .write)
        guard try store.setRule(id, enabled: enabled) else {
            throw UnknownName.fail("rule", id, among: try store.rules().map(\.rule.id), listedBy: "rules")
        }
        switch options.actionFormat {
        case .json: JSONOutput.print(["id": AnyEncodable(id), "enabled": AnyEncodable(enabled)])
        case .text: Terminal.write("\(id) \(enabled ? "enabled" : "disabled")\n")
        }
    }
}

/// `rules enable ID`: check runs the rule again.
struct RulesEnableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "enable", abstract: "Enable a rule of either origin.")

    @OptionGroup var toggle: RuleToggle

    func run() throws { try toggle.apply(enabled: true) }
}

/// `rules disable ID`: check skips the rule until it is enabled again.
struct RulesDisableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "disable", abstract: "Disable a rule of either origin.")

    @OptionGroup var toggle: RuleToggle

    func run() throws { try toggle.apply(enabled: false) }
}
