import UIKit

final class LoginViewController: UIViewController {
    override func loadView() {
        super.loadView() // expect: warning:super.prohibited
        view.backgroundColor = .white
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillDisappear(animated) // expect: error:super.mismatched
        loadView() // expect: error:loading.manual-load-view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        present(OnboardingViewController(), animated: false) // expect: error:presentation.view-not-in-window
    }

    override func viewDidDisappear(_ animated: Bool) { // expect: warning:super.missing
        NotificationCenter.default.removeObserver(self)
    }
}

final class CarouselViewController: UIViewController {
    var pages: [UIViewController] = []

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for page in children {
            page.viewDidAppear(animated) // expect: error:appearance.manual-call
        }
    }

    func flip(from old: UIViewController, to new: UIViewController) {
        old.beginAppearanceTransition(false, animated: true) // expect: warning:appearance.unbalanced-transition
        new.beginAppearanceTransition(true, animated: true)
        UIView.animate(withDuration: 0.25, animations: {
            new.view.alpha = 1
        }, completion: { _ in
            new.endAppearanceTransition()
        })
    }

    func silenced(_ child: UIViewController) {
        view.addSubview(child.view)
        // lifecycle-kb:disable-next-line containment.add-order
        addChild(child)
        child.didMove(toParent: self)
        child.viewWillAppear(true) // lifecycle-kb:disable appearance.manual-call
    }
}
