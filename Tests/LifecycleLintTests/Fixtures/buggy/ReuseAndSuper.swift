import UIKit

// Each line with a finding ends in `expect:` and the `severity:rule.id` of each finding there.

final class ConversationCell: UITableViewCell {
    override func prepareForReuse() { // expect: warning:super.missing
        avatar.image = nil
    }

    private let avatar = UIImageView()
}

final class GalleryItemCell: UICollectionViewCell {
    override func prepareForReuse() { // expect: warning:super.missing
        thumbnail.image = nil
    }

    private let thumbnail = UIImageView()
}

// A section header straight from UICollectionReusableView need not call super.
final class GallerySectionHeader: UICollectionReusableView {
    override func prepareForReuse() {
        title.text = nil
    }

    private let title = UILabel()
}

final class TabsContainerViewController: UIViewController {
    override func addChild(_ childController: UIViewController) { // expect: warning:super.missing
        tabs.append(childController)
    }

    // A mismatched super is reported once, as mismatched.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated) // expect: error:super.mismatched
    }

    private var tabs: [UIViewController] = []
}
