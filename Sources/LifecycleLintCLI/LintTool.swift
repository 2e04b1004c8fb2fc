import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleLintOptions

/// `lifecycle-kb lint PATH... | -`: the static parts of the rules on Swift and Objective-C source, before anything runs.
/// It is its own executable, `lifecycle-kb-lint`, because it alone needs swift-syntax: the main binary
/// then builds in minutes and runs this one for `lifecycle-kb lint`.
@main
struct LintTool: LifecycleKBTool {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle-kb lint",
        abstract: "Check Swift and Objective-C source for lifecycle mistakes (containment, appearance forwarding, super calls).",
        discussion: """
            Walks directories for .swift, .m and .mm files, and .h for the classes they declare (skipping .build,
            Pods, Carthage, DerivedData and hidden folders); the files of one run are read together, so a class
            declared in one is known in all. A finding is an error only when the files prove it.
            Runs the store's enabled rules that have a lint part, team rules included (rules import, rules disable).
            As an Xcode build phase: lifecycle-kb lint "$SRCROOT". Silence one place with
            // lifecycle-kb:disable rule.id (this line) or // lifecycle-kb:disable-next-line rule.id.
            Exit 0 with no error-level finding, 1 with any, 64 for usage errors, 65 for a file that is not
            UTF-8 text, 66 for a missing path, 74 when the store cannot be read.
            """
    )

    @OptionGroup var options: LintOptions

    @Option(name: .long, help: "The store whose rules run (default: $LIFECYCLE_KB_DB, else $XDG_DATA_HOME/lifecycle-kb/kb.sqlite).")
    var db: String?

    func validate() throws {
        try StoreOptions.requireValid(db)
    }

    func run() throws {
        // The store's enabled rules, built-in and team (`rules import`), run on the paths as `check` runs them on traces.
        let store = try KnowledgeStore(choosing: db, access: .write)
        CommandFailure.note(store.notes)
        try options.lint(rules: try store.rules().filter(\.enabled).map(\.rule), catalog: try store.currentKnowledge().catalog)
    }
}
