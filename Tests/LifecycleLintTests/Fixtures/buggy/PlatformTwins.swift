// One class name, two platforms: the Mac twin is AppKit code (no didMove(toParent:) there) and is not
// the iOS class, so the iOS twin's mistake stays certain.
#if canImport(AppKit)
import AppKit

final class StackPaneController: NSViewController {
    func show(_ pane: NSViewController) {
        addChild(pane)
        view.addSubview(pane.view)
    }
}
#else
import UIKit

final class StackPaneController: UIViewController {
    func show(_ pane: UIViewController) {
        view.addSubview(pane.view)
        addChild(pane) // expect: error:containment.add-order
        pane.didMove(toParent: self)
    }
}
#endif
