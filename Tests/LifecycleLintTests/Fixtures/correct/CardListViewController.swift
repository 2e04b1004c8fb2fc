import UIKit

// The superclass (CardDeckBaseViewController.swift) sends didMove(toParent:) to every child.
final class CardListViewController: CardDeckBaseViewController {
    private let summary = SummaryCardViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(summary)
        view.addSubview(summary.view)
    }
}
