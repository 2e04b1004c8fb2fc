import SpriteKit
import UIKit

// Things named like view controllers, or with their method names, that are not view controllers.

protocol LockScreenLogic: AnyObject {
    func viewDidAppear()
}

class LockScreenBaseController {}

final class LockScreenVerifyController: LockScreenBaseController, LockScreenLogic {
    func viewDidAppear() {}
}

final class LockScreenViewController: UIViewController {
    private lazy var logic = LockScreenVerifyController()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        logic.viewDidAppear()
    }
}

// SpriteKit's addChild(_:) adds a node, not a child view controller.
final class PuzzleScene: SKScene {
    func addTile(_ tile: SKSpriteNode) {
        addChild(tile)
        tile.removeFromParent()
    }
}

// An XML tree's addChild(_:).
final class FeedWriter {
    let root = XMLElement(name: "feed")

    func add(_ entry: XMLElement) {
        root.addChild(entry)
    }
}

// A results controller is a controller of data, not of views.
final class InboxStore {
    let results: NSFetchedResultsController<NSManagedObject>

    init(results: NSFetchedResultsController<NSManagedObject>) {
        self.results = results
    }

    func reload() {
        results.loadView()
    }
}
