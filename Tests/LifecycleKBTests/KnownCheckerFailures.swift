/// Real logs the current checker reads wrongly (issue #11), recorded in
/// `notes/corpus-check-failures.md`. The log stays verbatim and the checker is fixed elsewhere; the
/// corpus test expects these to fail, and fails as soon as one of them starts to pass, so the entry is
/// removed together with the checker fix.
enum KnownCheckerFailures {
    static let reasons: [String: String] = [
        "log.nav.push-jianshu-e36a5d64":
            "issue #11: a numbered list with the selector glued to its number (1.alloc:ViewController2) reads as no events",
        "log.size.rotation-at-launch-ios5-bhags":
            "issue #11: lines prefixed with a CGRect ({{0, 0}, {768, 1004}} viewDidLoad) read as no events",
        "log.app.background-traits-openradar-fb8734191":
            "issue #11: a callback in backticks (`traitCollectionDidChange(_:)` call with …) reads as no events",
        "log.present.page-sheet-ios13-leefilll":
            "issue #11: viewWillAppear: twice then viewDidAppear: twice on one controller (WA WA DA DA) is not reported as appearance.duplicate",
        "log.tabs.switch-first-ticklecode":
            "issue #11: a receiver glued to the selector by a colon (画面A:viewDidLoad()) reads as no events",
        "log.app.foreground-progressconcepts":
            "issue #11: receivers written after the selector (viewDidLoad (ViewController 2)) read as one anonymous controller, so two controllers look like one repeating its callbacks",
    ]
}
