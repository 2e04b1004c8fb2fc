import UIKit

// A container whose own addChild(_:) finishes the move: its super call is the add, and callers that hand
// it a child need not send didMove(toParent:) themselves.
class SectionStackViewController: UIViewController {
    private let stack = UIStackView()

    override func addChild(_ child: UIViewController) {
        super.addChild(child)
        stack.addArrangedSubview(child.view)
        child.didMove(toParent: self)
    }
}

final class AccountScreenViewController: UIViewController {
    private let sections = SectionStackViewController()

    func showBalance() {
        let balance = BalanceViewController()
        sections.addChild(balance)
    }
}

final class BalanceViewController: UIViewController {}
