// The few UIKit members the sample screens call, with UIKit's names and no behaviour.

open class UIView {
    public init() {}
    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
}

open class UIViewController {
    public let view = UIView()
    public init() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
}
