import ArgumentParser
import LifecycleCLISupport
import LifecycleData

/// `rules new ID`: a commented team rule to start from, which `rules import` takes as it is.
struct RulesNewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Print a commented team rule to start from; it imports as it is.",
        discussion: "lifecycle-kb rules new team.view-did-load-once > team.yaml, edit it, then lifecycle-kb rules import team.yaml."
    )

    @Argument(help: "The new rule's identifier: group.name, e.g. team.view-did-load-once.")
    var id: String

    func validate() throws {
        // Said before the user edits a file that cannot import: the loader wants a group, and the
        // id is written into the YAML unquoted.
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, !parts.contains(where: \.isEmpty), id.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) })
        else {
            throw ValidationError("a rule id is group.name in letters, digits, '-' and '_', e.g. team.view-did-load-once")
        }
    }

    func run() {
        Terminal.write(TeamRuleTemplate.yaml(id: id))
    }
}
