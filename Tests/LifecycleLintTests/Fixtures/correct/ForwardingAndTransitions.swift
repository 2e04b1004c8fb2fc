import UIKit

// The end of a forwarded transition in a coordinator's completion, through strongSelf.
final class SlideMenuViewController: UIViewController {
    private let menu = MenuListViewController()

    func revealMenu(with coordinator: UIViewControllerTransitionCoordinator) {
        menu.beginAppearanceTransition(true, animated: true)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            if let strongSelf = self {
                strongSelf.menu.endAppearanceTransition()
            }
        }
    }
}

// transition(from:to:…) puts the new view in the container; the completion moves it into another view.
final class StepsViewController: UIViewController {
    @IBOutlet private var stepContainer: UIView!

    func advance(from old: UIViewController, to new: UIViewController) {
        old.willMove(toParent: nil)
        addChild(new)
        transition(from: old, to: new, duration: 0.4, options: [], animations: {
            new.view.alpha = 1
        }, completion: { _ in
            old.removeFromParent()
            new.didMove(toParent: self)
            self.stepContainer.addSubview(new.view)
        })
    }

    // Apple's didMove(toParent:) page allows telling the child right after addChild(_:) when there is no transition.
    func showBadge(_ badge: UIViewController) {
        addChild(badge)
        badge.didMove(toParent: self)
        view.addSubview(badge.view)
    }

    // The view goes in one way or the other, never both.
    func place(_ panel: UIViewController, inline: Bool) {
        if inline {
            stepContainer.addSubview(panel.view)
        } else {
            addChild(panel)
            view.addSubview(panel.view)
            panel.didMove(toParent: self)
        }
    }
}
