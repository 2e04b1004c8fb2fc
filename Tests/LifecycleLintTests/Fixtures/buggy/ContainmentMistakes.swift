import UIKit

// Each line with a finding ends in `expect:` and the `severity:rule.id` of each finding there.
final class DashboardViewController: UIViewController {
    let chart = ChartViewController()
    let legend = LegendViewController()

    // The view goes in first: the child gets viewDidAppear twice.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(chart.view)
        addChild(chart) // expect: error:containment.add-order
        chart.didMove(toParent: self)
    }

    // Two children in one function: only the legend is never told it moved.
    func showBoth() {
        addChild(self.chart)
        addChild(legend) // expect: warning:containment.missing-did-move
        view.addSubview(chart.view)
        view.addSubview(legend.view)
        self.chart.didMove(toParent: self)
    }

    // willMove(toParent: self) by hand before addChild sends it a second time.
    func addAgain(_ child: UIViewController) {
        child.willMove(toParent: self) // expect: warning:containment.redundant-will-move
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    // Removal in the wrong order, and didMove(nil) sent a second time.
    func drop(_ child: UIViewController) {
        child.removeFromParent()
        child.willMove(toParent: nil) // expect: error:containment.remove-order
        child.view.removeFromSuperview()
        child.didMove(toParent: nil) // expect: warning:containment.redundant-did-move
    }
}

extension UIViewController {
    func attach(_ child: UIViewController) {
        addChild(child) // expect: warning:containment.missing-did-move
        view.addSubview(child.view)
    }
}

// A helper every controller has sends willMove(toParent: nil) to itself; it does not finish a removal it
// is never given, so the private child's missing willMove stays certain.
extension UIViewController {
    func detachFromParent() {
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }
}

final class BannerHostViewController: UIViewController {
    private var banner: UIViewController?

    func hideBanner() {
        banner?.removeFromParent() // expect: error:containment.remove-order
        banner?.view.removeFromSuperview()
        banner = nil
    }
}
