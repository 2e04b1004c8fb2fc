import UIKit

// The parent announces the removal; the child's own dismiss() (HomePageViewController.swift) removes
// itself from the parent. Read together, the two files finish the removal.
final class HomeScreenViewController: UIViewController {
    var page: HomePageViewController?

    func hidePage() {
        page?.willMove(toParent: nil)
        page?.dismiss()
        page = nil
    }
}
