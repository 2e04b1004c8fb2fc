import UIKit

// Helper extension in the shape many apps keep in a "UIViewController+Child" file.
extension UIViewController {
    func embedChild(_ child: UIViewController, in container: UIView? = nil) {
        addChild(child)
        let host = container ?? view!
        child.view.frame = host.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func detachFromParent() {
        guard parent != nil else { return }
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }
}

// Generic container that installs any controller type.
final class SlotViewController<Content: UIViewController>: UIViewController {
    private(set) var content: Content?

    func install(_ newContent: Content) {
        if let old = content {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        addChild(newContent)
        view.addSubview(newContent.view)
        NSLayoutConstraint.activate([
            newContent.view.topAnchor.constraint(equalTo: view.topAnchor),
            newContent.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        newContent.didMove(toParent: self)
        content = newContent
    }
}

// The child leaves the function: another method finishes the job, so nothing is certain here.
final class WizardViewController: UIViewController {
    private var steps: [UIViewController] = []

    func push(step: UIViewController) {
        addChild(step)
        steps.append(step)
        layOut(step)
    }

    private func layOut(_ step: UIViewController) {
        view.addSubview(step.view)
        step.didMove(toParent: self)
    }
}

// Containment inside an async closure, complete within the closure.
final class FeedViewController: UIViewController {
    func showBanner(_ banner: UIViewController) {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.addChild(banner)
            self.view.addSubview(banner.view)
            banner.didMove(toParent: self)
        }
    }
}

// A property observer adds the new child in willSet and finishes it in didSet.
final class AttachmentViewController: UIViewController {
    var active: UIViewController? {
        willSet {
            active?.willMove(toParent: nil)
            newValue.flatMap { addChild($0) }
        }
        didSet {
            oldValue?.view.removeFromSuperview()
            oldValue?.removeFromParent()
            if let active {
                view.addSubview(active.view)
                active.didMove(toParent: self)
            }
        }
    }
}
