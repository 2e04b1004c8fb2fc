import Foundation
import LifecycleCheck
import Testing

/// Logs from public issues, as their authors pasted them (each with its URL): UIKit's messages in them
/// are findings on their lines, in comments and indented blocks too, and nothing in them is misread as
/// a call of the method a message names.
@Suite struct RealLogTests {
    struct Log: Sendable, CustomTestStringConvertible {
        let url: String
        let text: String
        /// `line rule` for every finding, in order.
        let findings: [String]
        var testDescription: String { url }
    }

    static let logs: [Log] = [
        Log(
            url: "https://github.com/ChatSecure/ChatSecure-iOS/issues/597",
            text: """
                2016-11-07 16:40:45.940 ChatSecure[51857:1163628] nested push animation can result in corrupted navigation bar
                2016-11-07 16:40:46.984 ChatSecure[51857:1163628] Unbalanced calls to begin/end appearance transitions for <UINavigationController: 0x7ff5b081c000>.
                2016-11-07 16:40:46.988 ChatSecure[51857:1163628] Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.
                """,
            findings: ["1 navigation.nested-transition", "2 appearance.unbalanced-transition", "3 navigation.nested-transition"]),
        Log(
            url: "https://github.com/leancloud/leanchat-ios/issues/116",
            text: """
                 ```Objective-C
                //2015-12-27 18:33:42.894 LeanChat[544:238601] Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.
                //2015-12-27 18:33:42.894 LeanChat[544:238601] Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.
                //2015-12-27 18:33:45.848 LeanChat[544:238601] nested pop animation can result in corrupted navigation bar
                //2015-12-27 18:33:45.878 LeanChat[544:238601] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Can't add self as subview'
                //*** First throw call stack:
                //libc++abi.dylib: terminating with uncaught exception of type NSException
                 ```
                """,
            findings: [
                "2 navigation.nested-transition", "3 navigation.nested-transition", "4 navigation.nested-transition",
                "5 navigation.nested-transition",
            ]),
        Log(
            url: "https://github.com/cobaltians/Cobalt/issues/18",
            text: """
                    nested push animation can result in corrupted navigation bar
                    Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.
                    Unbalanced calls to begin/end appearance transitions for <FCMyViewController: 0x17dac270>.
                """,
            findings: ["1 navigation.nested-transition", "2 navigation.nested-transition", "3 appearance.unbalanced-transition"]),
        Log(
            url: "https://github.com/Automattic/pocket-casts-ios/issues/599",
            text: """
                > 2022-12-12 22:51:41.942100+0200 podcasts[29226:7512498] [ViewController] Calling -viewWillDisappear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger. View controller: <podcasts.PlayerContainerViewController: 0x10b829600>
                2022-12-12 2:51:45.015438+0200 podcasts[29226:7512498] [ViewController] Calling -viewDidDisappear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger. View controller: <podcasts.PlayerContainerViewController: 0x10b829600>
                """,
            findings: ["1 appearance.manual-call", "2 appearance.manual-call"]),
        Log(
            url: "https://github.com/HeroTransitions/Hero/issues/638",
            text: """
                /*
                 2019-11-07 11:38:09.595543+0800 MyProject[4188:1522941] nested push animation can result in a corrupted navigation bar
                 2019-11-07 11:38:09.595790+0800 MyProject[4188:1522941] Attempting to begin a transition on navigation bar (<UINavigationBar: 0x10672c260; frame = (0 44; 375 44); hidden = YES; opaque = NO; autoresize = W; userInteractionEnabled = NO; layer = <CALayer: 0x283a8ab20>>) while a transition is in progress.
                 */
                """,
            findings: ["2 navigation.nested-transition", "3 navigation.nested-transition"]),
    ]

    @Test(arguments: logs)
    func everyMessageIsAFindingOnItsLineAndNothingElse(_ log: Log) throws {
        let report = try KnowledgeFixture.engine.check(text: log.text)
        #expect(report.violations.map { "\($0.line) \($0.rule)" } == log.findings)
        // Every event of these logs is a UIKit message: none is read as a call of the method it names.
        #expect(report.events == log.findings.count)
    }
}
