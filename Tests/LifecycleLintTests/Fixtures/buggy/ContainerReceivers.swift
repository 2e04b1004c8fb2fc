import UIKit

// Each line with a finding ends in `expect:` and the `severity:rule.id` of each finding there.

// A panel that adds itself to the parent it is given: its view goes in first on every path.
final class BottomPanelViewController: UIViewController {
    func attach(to parent: UIViewController, below index: Int?) {
        if let index {
            parent.view.insertSubview(view, at: index)
        } else {
            parent.view.addSubview(view)
        }
        parent.addChild(self) // expect: error:containment.add-order
        didMove(toParent: parent)
    }
}

final class ReaderViewController: UIViewController {
    private let toolbar = ReaderToolbarViewController()
    private let footer = ReaderFooterViewController()
    private let notes = NotesViewController()
    @IBOutlet private var stack: UIStackView!

    // The toolbar's view goes into a stack before addChild, through a local.
    override func viewDidLoad() {
        super.viewDidLoad()
        let toolbarView = toolbar.view!
        stack.addArrangedSubview(toolbarView)
        addChild(toolbar) // expect: error:containment.add-order
        toolbar.didMove(toParent: self)
    }

    // A copy-paste: the controller tells itself it moved to itself, and the footer is never told.
    func showFooter() {
        addChild(footer) // expect: warning:containment.missing-did-move
        view.addSubview(footer.view)
        self.didMove(toParent: self) // expect: warning:containment.did-move-without-add-child
    }

    // Reading the child later in a closure does not finish it.
    func showNotes(updates: AnyPublisher<CGFloat, Never>) {
        addChild(notes) // expect: warning:containment.missing-did-move
        view.addSubview(notes.view)
        cancellable = updates.sink { [weak self] height in
            self?.notes.view.frame.size.height = height
        }
    }

    // Removal with no willMove(toParent: nil), on a private property no other file can reach.
    func hideToolbar() {
        toolbar.view.removeFromSuperview()
        toolbar.removeFromParent() // expect: error:containment.remove-order
    }

    // willMove(toParent: nil) and the view goes, but the child stays in children.
    func hideFooter() {
        footer.willMove(toParent: nil) // expect: warning:containment.missing-remove-from-parent
        footer.view.removeFromSuperview()
    }

    private var cancellable: AnyCancellable?
}

// Two pages are added, the first is told twice and the second never.
final class OnboardingPagesViewController: UIViewController {
    func setUp() {
        let welcome = WelcomePageViewController()
        let privacy = PrivacyPageViewController()
        addChild(welcome)
        addChild(privacy) // expect: warning:containment.missing-did-move
        [welcome, privacy].forEach { view.addSubview($0.view) }
        welcome.didMove(toParent: self)
        welcome.didMove(toParent: self)
    }

    // A child made here and told it moved, though it never was added.
    func showHint() {
        let hint = HintViewController()
        view.addSubview(hint.view)
        hint.didMove(toParent: self) // expect: error:containment.did-move-without-add-child
    }
}

// The window's root controller as the parent, through a local.
final class BannerPresenter {
    func show(_ banner: UIViewController, in window: UIWindow) {
        guard let root = window.rootViewController else { return }
        root.view.addSubview(banner.view)
        root.addChild(banner) // expect: error:containment.add-order
        banner.didMove(toParent: root)
    }
}

final class ReaderToolbarViewController: UIViewController {}
final class ReaderFooterViewController: UIViewController {}
final class NotesViewController: UIViewController {}
final class WelcomePageViewController: UIViewController {}
final class PrivacyPageViewController: UIViewController {}
final class HintViewController: UIViewController {}

// A test that drives the lifecycle by hand, on a screen a factory method makes.
final class HomeScreenTests {
    private func makeScreen() -> ReaderViewController {
        ReaderViewController()
    }

    func testAppearing() {
        let screen = makeScreen()
        screen.loadViewIfNeeded()
        screen.viewDidAppear(false) // expect: error:appearance.manual-call
    }
}
