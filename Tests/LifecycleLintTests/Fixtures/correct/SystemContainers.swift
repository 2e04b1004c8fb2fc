import UIKit

// UIKit's own containers finish what their addChild(_:) starts: a tab bar controller adds a tab, so
// neither the view nor didMove(toParent:) is the caller's to send.
final class RootTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let inbox = UINavigationController(rootViewController: InboxListViewController())
        addChild(inbox)
    }
}

final class InboxListViewController: UIViewController {}
