import SwiftUI
import UIKit

// A hosted page that takes itself out of whatever parent holds it; the parent sends willMove(toParent: nil).
final class HomePageViewController: UIHostingController<AnyView> {
    func dismiss() {
        removeFromParent()
        view.removeFromSuperview()
    }
}
