import UIKitStandIns

/// A profile page that shows its header as a child view controller, added and removed in the order
/// UIKit documents: lint has nothing to say, so the target builds.
public final class ProfileScreen: UIViewController {
    private let header = UIViewController()

    override public func viewDidLoad() {
        super.viewDidLoad()
        addChild(header)
        view.addSubview(header.view)
        header.didMove(toParent: self)
    }

    public func hideHeader() {
        header.willMove(toParent: nil)
        header.view.removeFromSuperview()
        header.removeFromParent()
    }
}
