import UIKit

// Animated swap: didMove and removeFromParent run in the transition's completion.
final class TabSwitcherViewController: UIViewController {
    private var current: UIViewController?

    func switchTo(_ next: UIViewController) {
        guard let current else { return }
        current.willMove(toParent: nil)
        addChild(next)
        transition(from: current, to: next, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { _ in
            current.removeFromParent()
            next.didMove(toParent: self)
            self.current = next
        }
    }
}

// Added in one method, finished in another (after an animation elsewhere).
final class DrawerViewController: UIViewController {
    let menu = MenuViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(menu)
        view.addSubview(menu.view)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        menu.didMove(toParent: self)
    }
}

// A container that forwards appearance itself.
final class PagerViewController: UIViewController {
    var page: UIViewController!

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        page.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        page.endAppearanceTransition()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        children.forEach { $0.beginAppearanceTransition(false, animated: animated) }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        children.forEach { $0.endAppearanceTransition() }
    }
}

// A presenter with view-lifecycle-named methods is not a view controller.
final class ProfilePresenter {
    func viewWillAppear(_ animated: Bool) {}
    func loadView() {}
}

final class ProfileViewController: UIViewController {
    let presenter = ProfilePresenter()

    override func loadView() {
        view = UIView()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear(animated)
        presenter.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.async {
            self.present(UIViewController(), animated: true)
        }
    }
}

// Removing children in a loop.
final class ResettableViewController: UIViewController {
    func removeAllChildren() {
        for child in children {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
    }
}
