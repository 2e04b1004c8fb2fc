import UIKitStandIns

/// A feed that puts a promotion's view on screen before adopting its controller: the promotion
/// would get its appearance callbacks unbalanced. Lint proves it, so the build fails.
public final class FeedScreen: UIViewController {
    private let promotion = UIViewController()

    public func showPromotion() {
        view.addSubview(promotion.view)
        addChild(promotion)
        promotion.didMove(toParent: self)
    }
}
