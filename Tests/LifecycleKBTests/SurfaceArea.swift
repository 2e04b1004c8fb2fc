import Testing

/// One area of the lifecycle surface that issue 26 names, with catalog entries that must be in it.
struct SurfaceArea: Sendable, CustomTestStringConvertible {
    var name: String
    var entries: [String]

    var testDescription: String { name }

    static let all: [SurfaceArea] = [
        SurfaceArea(
            name: "view controller loading",
            entries: [
                "UIViewController.initWithNibName:bundle:", "UIViewController.initWithCoder:", "UIViewController.awakeFromNib",
                "UIViewController.loadView", "UIViewController.viewDidLoad", "UIViewController.loadViewIfNeeded",
                "UIViewController.viewIfLoaded", "UIViewController.isViewLoaded",
            ]),
        SurfaceArea(
            name: "appearance",
            entries: [
                "UIViewController.viewWillAppear:", "UIViewController.viewIsAppearing:", "UIViewController.viewDidAppear:",
                "UIViewController.viewWillDisappear:", "UIViewController.viewDidDisappear:", "UIViewController.isBeingPresented",
                "UIViewController.isBeingDismissed", "UIViewController.isMovingToParentViewController",
                "UIViewController.isMovingFromParentViewController",
            ]),
        SurfaceArea(
            name: "view controller layout",
            entries: [
                "UIViewController.viewWillLayoutSubviews", "UIViewController.viewDidLayoutSubviews",
                "UIViewController.updateViewConstraints",
            ]),
        SurfaceArea(
            name: "containment",
            entries: [
                "UIViewController.addChildViewController:", "UIViewController.removeFromParentViewController",
                "UIViewController.willMoveToParentViewController:", "UIViewController.didMoveToParentViewController:",
                "UIViewController.beginAppearanceTransition:animated:", "UIViewController.endAppearanceTransition",
                "UIViewController.transitionFromViewController:toViewController:duration:options:animations:completion:",
            ]),
        SurfaceArea(
            name: "presentation and dismissal",
            entries: [
                "UIViewController.presentViewController:animated:completion:", "UIViewController.dismissViewControllerAnimated:completion:",
                "UIViewController.presentedViewController", "UIViewController.presentingViewController",
                "UIViewController.modalPresentationStyle", "UIViewController.modalTransitionStyle",
                "UIViewController.definesPresentationContext", "UIViewController.providesPresentationContextTransitionStyle",
                "UIViewController.isModalInPresentation", "UIViewController.transitioningDelegate",
                "UIViewController.transitionCoordinator",
            ]),
        SurfaceArea(
            name: "size, traits, safe area and margins",
            entries: [
                "UIViewController.viewWillTransitionToSize:withTransitionCoordinator:",
                "UIViewController.willTransitionToTraitCollection:withTransitionCoordinator:",
                "UIViewController.traitCollectionDidChange:", "UITraitChangeObservable.registerForTraitChanges:withHandler:",
                "UIViewController.viewSafeAreaInsetsDidChange", "UIViewController.viewLayoutMarginsDidChange",
                "UIViewController.additionalSafeAreaInsets",
            ]),
        SurfaceArea(
            name: "status bar and home indicator",
            entries: [
                "UIViewController.setNeedsStatusBarAppearanceUpdate", "UIViewController.preferredStatusBarStyle",
                "UIViewController.prefersStatusBarHidden", "UIViewController.childViewControllerForStatusBarStyle",
                "UIViewController.setNeedsUpdateOfHomeIndicatorAutoHidden",
            ]),
        SurfaceArea(
            name: "state restoration and memory",
            entries: [
                "UIViewController.encodeRestorableState:", "UIViewController.decodeRestorableState:",
                "UIViewController.applicationFinishedRestoringState", "UIViewController.restorationIdentifier",
                "UIViewController.didReceiveMemoryWarning", "UIApplicationDelegate.applicationDidReceiveMemoryWarning:",
            ]),
        SurfaceArea(
            name: "segues and show",
            entries: [
                "UIViewController.performSegueWithIdentifier:sender:", "UIViewController.shouldPerformSegueWithIdentifier:sender:",
                "UIViewController.prepareForSegue:sender:", "UIViewController.canPerformUnwindSegueAction:fromViewController:sender:",
                "UIViewController.unwindForSegue:towardsViewController:", "UIViewController.showViewController:sender:",
                "UIViewController.showDetailViewController:sender:", "UIStoryboardSegue.perform",
                "UIStoryboard.instantiateViewControllerWithIdentifier:",
            ]),
        SurfaceArea(
            name: "view hierarchy",
            entries: [
                "UIView.addSubview:", "UIView.removeFromSuperview", "UIView.willMoveToSuperview:", "UIView.didMoveToSuperview",
                "UIView.willMoveToWindow:", "UIView.didMoveToWindow", "UIView.didAddSubview:", "UIView.willRemoveSubview:",
                "UIView.initWithFrame:", "UIView.initWithCoder:", "UIView.awakeFromNib",
            ]),
        SurfaceArea(
            name: "view layout, drawing and visibility",
            entries: [
                "UIView.setNeedsLayout", "UIView.layoutIfNeeded", "UIView.layoutSubviews", "UIView.setNeedsUpdateConstraints",
                "UIView.updateConstraints", "UIView.updateConstraintsIfNeeded", "UIView.invalidateIntrinsicContentSize",
                "UIView.sizeThatFits:", "UIView.drawRect:", "UIView.setNeedsDisplay", "UIView.traitCollectionDidChange:",
                "UIView.safeAreaInsetsDidChange", "UIView.layoutMarginsDidChange", "UIView.hidden", "UIView.alpha",
            ]),
        SurfaceArea(
            name: "navigation",
            entries: [
                "UINavigationController.pushViewController:animated:", "UINavigationController.popViewControllerAnimated:",
                "UINavigationController.popToViewController:animated:", "UINavigationController.popToRootViewControllerAnimated:",
                "UINavigationController.setViewControllers:animated:", "UINavigationController.viewControllers",
                "UINavigationController.setNavigationBarHidden:animated:", "UINavigationController.navigationBarHidden",
                "UINavigationController.setToolbarHidden:animated:", "UIViewController.hidesBottomBarWhenPushed",
                "UINavigationController.interactivePopGestureRecognizer", "UINavigationController.topViewController",
                "UINavigationController.visibleViewController",
                "UINavigationControllerDelegate.navigationController:willShowViewController:animated:",
                "UINavigationControllerDelegate.navigationController:didShowViewController:animated:",
                "UINavigationControllerDelegate.navigationController:animationControllerForOperation:fromViewController:toViewController:",
                "UINavigationControllerDelegate.navigationController:interactionControllerForAnimationController:",
            ]),
        SurfaceArea(
            name: "tabs",
            entries: [
                "UITabBarController.selectedIndex", "UITabBarController.selectedViewController", "UITabBarController.viewControllers",
                "UITabBarControllerDelegate.tabBarController:shouldSelectViewController:",
                "UITabBarControllerDelegate.tabBarController:didSelectViewController:",
            ]),
        SurfaceArea(
            name: "split view",
            entries: [
                "UISplitViewController.showColumn:", "UISplitViewController.hideColumn:", "UISplitViewController.preferredDisplayMode",
                "UISplitViewController.collapsed",
                "UISplitViewControllerDelegate.splitViewController:collapseSecondaryViewController:ontoPrimaryViewController:",
                "UISplitViewControllerDelegate.splitViewController:separateSecondaryViewControllerFromPrimaryViewController:",
                "UISplitViewControllerDelegate.splitViewController:willChangeToDisplayMode:",
                "UISplitViewControllerDelegate.splitViewControllerDidCollapse:",
                "UISplitViewControllerDelegate.splitViewControllerDidExpand:",
                "UISplitViewControllerDelegate.splitViewController:topColumnForCollapsingToProposedTopColumn:",
            ]),
        SurfaceArea(
            name: "page view controller",
            entries: [
                "UIPageViewController.setViewControllers:direction:animated:completion:",
                "UIPageViewControllerDataSource.pageViewController:viewControllerBeforeViewController:",
                "UIPageViewControllerDataSource.pageViewController:viewControllerAfterViewController:",
                "UIPageViewControllerDelegate.pageViewController:willTransitionToViewControllers:",
                "UIPageViewControllerDelegate.pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:",
            ]),
        SurfaceArea(
            name: "presentation styles",
            entries: [
                "UIModalPresentationStyle.UIModalPresentationAutomatic", "UIModalPresentationStyle.UIModalPresentationFullScreen",
                "UIModalPresentationStyle.UIModalPresentationPageSheet", "UIModalPresentationStyle.UIModalPresentationFormSheet",
                "UIModalPresentationStyle.UIModalPresentationCurrentContext", "UIModalPresentationStyle.UIModalPresentationOverFullScreen",
                "UIModalPresentationStyle.UIModalPresentationOverCurrentContext", "UIModalPresentationStyle.UIModalPresentationPopover",
                "UIModalPresentationStyle.UIModalPresentationCustom", "UIModalPresentationStyle.UIModalPresentationNone",
            ]),
        SurfaceArea(
            name: "presentation controllers and delegates",
            entries: [
                "UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss:",
                "UIAdaptivePresentationControllerDelegate.presentationControllerWillDismiss:",
                "UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss:",
                "UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss:",
                "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyleForPresentationController:traitCollection:",
                "UIPresentationController.presentationTransitionWillBegin", "UIPresentationController.presentationTransitionDidEnd:",
                "UIPresentationController.dismissalTransitionWillBegin", "UIPresentationController.dismissalTransitionDidEnd:",
                "UIPresentationController.shouldRemovePresentersView", "UIPresentationController.containerViewWillLayoutSubviews",
                "UIPresentationController.frameOfPresentedViewInContainerView",
                "UIViewControllerTransitioningDelegate.animationControllerForPresentedController:presentingController:sourceController:",
                "UIViewControllerContextTransitioning.completeTransition:",
            ]),
        SurfaceArea(
            name: "alerts and search",
            entries: [
                "UIAlertController.alertControllerWithTitle:message:preferredStyle:", "UIAlertAction.actionWithTitle:style:handler:",
                "UISearchController.active", "UISearchControllerDelegate.willPresentSearchController:",
                "UISearchControllerDelegate.didPresentSearchController:", "UISearchControllerDelegate.willDismissSearchController:",
                "UISearchControllerDelegate.didDismissSearchController:",
            ]),
        SurfaceArea(
            name: "table and collection cells",
            entries: [
                "UITableViewCell.prepareForReuse", "UITableViewCell.awakeFromNib", "UICollectionReusableView.prepareForReuse",
                "UITableViewDelegate.tableView:willDisplayCell:forRowAtIndexPath:",
                "UITableViewDelegate.tableView:didEndDisplayingCell:forRowAtIndexPath:",
                "UICollectionViewDelegate.collectionView:willDisplayCell:forItemAtIndexPath:",
                "UICollectionViewDelegate.collectionView:didEndDisplayingCell:forItemAtIndexPath:",
                "UITableView.dequeueReusableCellWithIdentifier:forIndexPath:", "UITableViewDataSource.tableView:cellForRowAtIndexPath:",
                "UITableView.reloadData",
            ]),
        SurfaceArea(
            name: "SwiftUI hosting",
            entries: [
                "UIHostingController.initWithRootView:", "UIHostingController.rootView", "UIHostingController.sizingOptions",
                "View.onAppear", "View.onDisappear",
            ]),
        SurfaceArea(
            name: "scenes and the app",
            entries: [
                "UISceneDelegate.scene:willConnectToSession:options:", "UISceneDelegate.sceneDidBecomeActive:",
                "UISceneDelegate.sceneWillResignActive:", "UISceneDelegate.sceneWillEnterForeground:",
                "UISceneDelegate.sceneDidEnterBackground:", "UISceneDelegate.sceneDidDisconnect:",
                "UIApplicationDelegate.application:didFinishLaunchingWithOptions:", "UIApplicationDelegate.applicationDidBecomeActive:",
                "UIApplicationDelegate.applicationWillResignActive:", "UIApplicationDelegate.applicationDidEnterBackground:",
                "UIApplicationDelegate.applicationWillEnterForeground:", "UIApplication.didBecomeActiveNotification",
                "UIApplication.didEnterBackgroundNotification", "UIScene.willEnterForegroundNotification",
                "UIScene.didActivateNotification",
            ]),
        SurfaceArea(
            name: "keyboard and first responder",
            entries: [
                "UIResponder.keyboardWillShowNotification", "UIResponder.keyboardDidShowNotification",
                "UIResponder.keyboardWillHideNotification", "UIResponder.keyboardDidHideNotification",
                "UIResponder.keyboardWillChangeFrameNotification", "UIResponder.becomeFirstResponder",
                "UIResponder.resignFirstResponder", "UIView.keyboardLayoutGuide",
            ]),
        SurfaceArea(
            name: "windows",
            entries: [
                "UIWindow.makeKeyAndVisible", "UIWindow.rootViewController", "UIWindow.windowScene",
            ]),
        SurfaceArea(
            name: "deallocation and retain cycles",
            entries: [
                "NSObject.dealloc", "Timer.scheduledTimerWithTimeInterval:target:selector:userInfo:repeats:", "Timer.invalidate",
                "NotificationCenter.addObserverForName:object:queue:usingBlock:", "NotificationCenter.removeObserver:",
            ]),
    ]
}
