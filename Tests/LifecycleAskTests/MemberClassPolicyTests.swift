import Foundation
import LifecycleModel
import Testing

@testable import LifecycleAsk

/// Questions follow `APIClassChoice` for a member name several classes have, as trace lines do.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct MemberClassPolicyTests {
    @Test(arguments: [
        ("what fires when initWithCoder: is called", "UIViewController"),
        ("what fires when awakeFromNib is called", "UIViewController"),
        ("what fires when cell.awakeFromNib is called", "UIView"),
        ("what fires when -[AvatarCell awakeFromNib] is called", "UIView"),
        ("what fires when a view's initWithCoder: is called", "UIView"),
        ("what fires when UIView.initWithCoder: is called", "UIView"),
    ])
    func theClassFollowsThePolicy(question: String, className: String) throws {
        let engine = try #require(AnswerJSONTests.engine)
        #expect(engine.answer(question).answer?.understood.trigger.className == className)
    }
}
