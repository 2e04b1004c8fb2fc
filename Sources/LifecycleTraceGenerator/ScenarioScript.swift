/// Whole UIKit scenarios as the model and the recorded orders say they run, each a list of events on
/// fresh or running controllers (`../shared/reference/everyday-facts.md`, `Data/orders/`, `Data/model/`).
public enum ScenarioScript: String, CaseIterable, Sendable {
    case push, pop, cancelledPop, tabSwitch, presentFullScreen, presentPageSheet
    case containerAdd, containerRemove, manualAdd, manualRemove, transition

    /// The events of one run of the scenario in an app whose screens are `app`.
    func events(_ app: inout AppState) -> [ModelEvent] {
        switch self {
        case .push:
            let from = app.top
            let to = app.make("DetailViewController")
            app.stack.append(to)
            app.pushed.insert(to)
            return [
                ModelEvent(to, .willMoveToParent, .object(app.navigation)), ModelEvent(to, .viewDidLoad),
                ModelEvent(from, .viewWillDisappear), ModelEvent(to, .viewWillAppear), ModelEvent(from, .viewDidDisappear),
                ModelEvent(to, .viewDidAppear), ModelEvent(to, .didMoveToParent, .object(app.navigation)),
            ]
        case .pop:
            guard app.stack.count > 1, app.pushed.contains(app.top) else { return ScenarioScript.push.events(&app) }
            let from = app.stack.removeLast()
            let to = app.top
            return [
                ModelEvent(from, .willMoveToParent, .nilObject), ModelEvent(from, .viewWillDisappear), ModelEvent(to, .viewWillAppear),
                ModelEvent(from, .viewDidDisappear), ModelEvent(to, .viewDidAppear), ModelEvent(from, .didMoveToParent, .nilObject),
                ModelEvent(from, .dealloc),
            ]
        case .cancelledPop:
            guard app.stack.count > 1, app.pushed.contains(app.top) else { return ScenarioScript.push.events(&app) }
            let from = app.top
            let to = app.stack[app.stack.count - 2]
            return [
                ModelEvent(from, .viewWillDisappear), ModelEvent(to, .viewWillAppear), ModelEvent(to, .viewWillDisappear),
                ModelEvent(to, .viewDidDisappear), ModelEvent(from, .viewWillAppear), ModelEvent(from, .viewDidAppear),
            ]
        case .tabSwitch:
            // The arriving tab's viewWillAppear: comes before the leaving tab's viewWillDisappear:.
            let from = app.top
            let to = app.make("FeedViewController")
            app.stack[app.stack.count - 1] = to
            app.offStack.append(from)
            return [
                ModelEvent(to, .viewDidLoad), ModelEvent(to, .viewWillAppear), ModelEvent(from, .viewWillDisappear),
                ModelEvent(from, .viewDidDisappear), ModelEvent(to, .viewDidAppear),
            ]
        case .presentFullScreen:
            let presenting = app.top
            let presented = app.make("SettingsViewController")
            return [
                ModelEvent(presented, .viewDidLoad), ModelEvent(presenting, .viewWillDisappear), ModelEvent(presented, .viewWillAppear),
                ModelEvent(presented, .viewDidAppear), ModelEvent(presenting, .viewDidDisappear),
                ModelEvent(presented, .viewWillDisappear), ModelEvent(presenting, .viewWillAppear), ModelEvent(presenting, .viewDidAppear),
                ModelEvent(presented, .viewDidDisappear), ModelEvent(presented, .dealloc),
            ]
        case .presentPageSheet:
            // The presenting controller gets nothing, on present or on dismiss.
            let presented = app.make("SettingsViewController")
            return [
                ModelEvent(presented, .viewDidLoad), ModelEvent(presented, .viewWillAppear), ModelEvent(presented, .viewDidAppear),
                ModelEvent(presented, .viewWillDisappear), ModelEvent(presented, .viewDidDisappear), ModelEvent(presented, .dealloc),
            ]
        case .containerAdd, .manualAdd:
            let parent = app.top
            let child = app.make("ChildViewController")
            app.children.append(child)
            var events = [
                ModelEvent(parent, .addChild, .object(child)), ModelEvent(child, .willMoveToParent, .object(parent)),
                ModelEvent(child, .viewDidLoad),
            ]
            if self == .manualAdd {
                events += [
                    ModelEvent(child, .beginAppearanceTransition, .flag(true)), ModelEvent(child, .viewWillAppear),
                    ModelEvent(child, .endAppearanceTransition), ModelEvent(child, .viewDidAppear),
                ]
            } else {
                events += [ModelEvent(child, .viewWillAppear), ModelEvent(child, .viewDidAppear)]
            }
            return events + [ModelEvent(child, .didMoveToParent, .object(parent))]
        case .containerRemove, .manualRemove:
            guard !app.children.isEmpty else { return ScenarioScript.containerAdd.events(&app) }
            let child = app.children.removeFirst()
            var events = [ModelEvent(child, .willMoveToParent, .nilObject)]
            if self == .manualRemove {
                events += [
                    ModelEvent(child, .beginAppearanceTransition, .flag(false)), ModelEvent(child, .viewWillDisappear),
                    ModelEvent(child, .endAppearanceTransition), ModelEvent(child, .viewDidDisappear),
                ]
            } else {
                events += [ModelEvent(child, .viewWillDisappear), ModelEvent(child, .viewDidDisappear)]
            }
            return events + [
                ModelEvent(child, .removeFromParent), ModelEvent(child, .didMoveToParent, .nilObject), ModelEvent(child, .dealloc),
            ]
        case .transition:
            // transitionFromViewController:toViewController:…: from gets the disappear pair, to the appear pair.
            guard !app.children.isEmpty else { return ScenarioScript.containerAdd.events(&app) }
            let parent = app.top
            let from = app.children.removeFirst()
            let to = app.make("ChildViewController")
            app.children.append(to)
            return [
                ModelEvent(from, .willMoveToParent, .nilObject), ModelEvent(parent, .addChild, .object(to)),
                ModelEvent(to, .willMoveToParent, .object(parent)), ModelEvent(to, .viewDidLoad),
                ModelEvent(from, .viewWillDisappear), ModelEvent(to, .viewWillAppear), ModelEvent(to, .viewDidAppear),
                ModelEvent(from, .viewDidDisappear), ModelEvent(from, .removeFromParent), ModelEvent(from, .didMoveToParent, .nilObject),
                ModelEvent(to, .didMoveToParent, .object(parent)), ModelEvent(from, .dealloc),
            ]
        }
    }
}

/// One app of a generated trace: its navigation stack (the top is on screen), the children of the
/// top controller, and the numbers its objects take.
struct AppState {
    var navigation: GeneratedObject
    var stack: [GeneratedObject] = []
    var children: [GeneratedObject] = []
    /// Tabs switched away from: alive, off the stack, deallocated when the app closes.
    var offStack: [GeneratedObject] = []
    /// The controllers a push put on the stack (a tab is selected, not pushed).
    var pushed: Set<GeneratedObject> = []
    var numbers: Range<Int>
    private var used = 0

    init(numbers: Range<Int>) {
        self.numbers = numbers
        navigation = GeneratedObject(className: "NavigationController", number: numbers.lowerBound)
        used = 1
    }

    var top: GeneratedObject { stack[stack.count - 1] }

    /// A new controller of `className` with the app's next free number.
    mutating func make(_ className: String) -> GeneratedObject {
        defer { used += 1 }
        return GeneratedObject(className: className, number: numbers.lowerBound + used)
    }

    /// Launch: the root controller loads and appears.
    mutating func launch() -> [ModelEvent] {
        let root = make("HomeViewController")
        stack = [root]
        return [
            ModelEvent(root, .loadView), ModelEvent(root, .viewDidLoad), ModelEvent(root, .viewWillAppear),
            ModelEvent(root, .viewDidAppear),
        ]
    }

    /// The app closes: its children and then its screens are deallocated, so a long trace keeps a
    /// bounded number of live objects.
    mutating func teardown() -> [ModelEvent] {
        defer {
            children = []
            stack = []
            offStack = []
        }
        return (children + stack.reversed() + offStack).map { ModelEvent($0, .dealloc) }
    }

    /// Whether the app has numbers left for a scenario's new objects.
    var hasRoom: Bool { numbers.lowerBound + used + 2 < numbers.upperBound }
}
