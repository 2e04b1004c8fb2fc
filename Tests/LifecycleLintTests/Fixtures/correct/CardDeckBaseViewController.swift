import UIKit

// A base container that tells every child it has arrived once its view is on screen; subclasses in
// other files only add their children (CardListViewController.swift).
class CardDeckBaseViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for card in children {
            card.didMove(toParent: self)
        }
    }
}
