import LifecycleCheck

/// The commented rule `rules new ID` prints: a user of the binary never sees `Data/rules`, so the
/// template is the format's documentation, and it imports as it is (a test imports it).
public enum TeamRuleTemplate {
    public static func yaml(id: String) -> String {
        """
        # A team rule for lifecycle-kb. Edit it, then: lifecycle-kb rules import FILE.yaml
        # As it is, it imports and reports a view controller whose viewDidLoad comes twice.
        # Several rules go in one file as YAML documents, each after a line '---'. Every built-in
        # rule in this format: lifecycle-kb export rules --format yaml

        # group.name, the group before the dot (your team's name keeps yours apart).
        id: \(id)
        # error (check and lint exit 1) or warning.
        severity: warning
        # English; a Chinese text may follow under each as zh: "…".
        summary:
          en: "viewDidLoad comes twice for one view controller."
        rationale:
          en: "UIKit loads a view controller's view once, so a second viewDidLoad means the method was called by hand."
        fix:
          en: "Never call viewDidLoad yourself; call loadViewIfNeeded() to make sure the view is loaded."
        # At least one: a stored source id (lifecycle-kb sources) or a web address.
        sources: [apple.viewdidload]
        # What the rule watches in a trace, one check or more. kind is one of:
        #   \(RuleCheck.Kind.names.joined(separator: ", "))
        # An API is written in any spelling the catalog knows (lifecycle-kb api NAME); quote one that
        # ends with ':' ('viewDidAppear:'), which YAML would read as a key.
        checks:
          - kind: no-repeat
            event: 'viewDidLoad'
        # Traces in the shape check reads, run at import: a conforming one must stay silent; in a
        # violating one, ↓ at the start of a line marks each line the rule reports, and no other.
        examples:
          conforming:
            - |
              ListViewController viewDidLoad
              ListViewController viewWillAppear:
          violating:
            - |
              ListViewController viewDidLoad
              ↓ListViewController viewDidLoad

        """
    }
}
