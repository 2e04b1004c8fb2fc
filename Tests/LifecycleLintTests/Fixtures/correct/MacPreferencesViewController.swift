import AppKit

// A multi-platform app's macOS side: AppKit's containment has no didMove(toParent:) or willMove(toParent:),
// and its views and cells are not UIKit's.
final class GeneralPaneViewController: NSViewController {
    private let detail = PaneDetailViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(detail)
        view.addSubview(detail.view)
    }

    func closeDetail() {
        detail.view.removeFromSuperview()
        detail.removeFromParent()
    }
}

final class PaneDetailViewController: NSViewController {}

final class PaneRowCell: NSTableCellView {
    override func prepareForReuse() {
        textField?.stringValue = ""
    }
}

final class PaneStatusView: NSView {
    override func awakeFromNib() {
        wantsLayer = true
    }
}
