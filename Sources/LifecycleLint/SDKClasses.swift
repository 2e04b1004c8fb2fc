/// The SDK classes lint can name without reading their source, each with its superclass as the SDK
/// headers declare it (`@interface UINavigationController : UIViewController`): the view controllers
/// of UIKit and of the frameworks apps embed (SwiftUI, SafariServices, AVKit, MessageUI…), the views
/// whose overrides the catalog judges, and the look-alikes that are not controllers (`NSFetchedResultsController`,
/// `UIPresentationController`, SpriteKit's nodes with their own `addChild(_:)`).
enum SDKClasses {
    static let superclass: [String: String] = [
        "UIResponder": "NSObject",
        "UIViewController": "UIResponder",
        "UINavigationController": "UIViewController",
        "UITabBarController": "UIViewController",
        "UIPageViewController": "UIViewController",
        "UISplitViewController": "UIViewController",
        "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController",
        "UISearchController": "UIViewController",
        "UIAlertController": "UIViewController",
        "UIActivityViewController": "UIViewController",
        "UIReferenceLibraryViewController": "UIViewController",
        "UIInputViewController": "UIViewController",
        "UIDocumentBrowserViewController": "UIViewController",
        "UIDocumentPickerViewController": "UIViewController",
        "UIFontPickerViewController": "UIViewController",
        "UIColorPickerViewController": "UIViewController",
        "UICloudSharingController": "UIViewController",
        "UIImagePickerController": "UINavigationController",
        "UIVideoEditorController": "UINavigationController",
        "UIHostingController": "UIViewController",
        "SFSafariViewController": "UIViewController",
        "AVPlayerViewController": "UIViewController",
        "MFMailComposeViewController": "UINavigationController",
        "MFMessageComposeViewController": "UINavigationController",
        "QLPreviewController": "UIViewController",
        "PHPickerViewController": "UIViewController",
        "CNContactViewController": "UIViewController",
        "CNContactPickerViewController": "UIViewController",
        "EKEventEditViewController": "UINavigationController",
        "EKEventViewController": "UIViewController",
        "SKStoreProductViewController": "UIViewController",
        "GKGameCenterViewController": "UINavigationController",
        "UIView": "UIResponder",
        "UIWindow": "UIView",
        "UIControl": "UIView",
        "UIButton": "UIControl",
        "UILabel": "UIView",
        "UIImageView": "UIView",
        "UIStackView": "UIView",
        "UIScrollView": "UIView",
        "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView",
        "UITableViewCell": "UIView",
        "UITableViewHeaderFooterView": "UIView",
        "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionViewListCell": "UICollectionViewCell",
        "UIPresentationController": "NSObject",
        "UIPopoverPresentationController": "UIPresentationController",
        "UISheetPresentationController": "UIPresentationController",
        "NSFetchedResultsController": "NSObject",
        "UIDocumentInteractionController": "NSObject",
        "UIPrintInteractionController": "NSObject",
        "UIPrinterPickerController": "NSObject",
        "SKNode": "UIResponder",
        "SKEffectNode": "SKNode",
        "SKScene": "SKEffectNode",
        "SKSpriteNode": "SKNode",
        "SKShapeNode": "SKNode",
        "SKLabelNode": "SKNode",
        "XMLNode": "NSObject",
        "XMLElement": "XMLNode",
        "XMLDocument": "XMLNode",
    ]

    /// Whether the SDK class is, or descends from, one of `ancestors`; nil for a class not listed.
    static func isKind(_ name: String, of ancestors: Set<String>) -> Bool? {
        guard name == "NSObject" || superclass[name] != nil else { return nil }
        var current: String? = name
        while let name = current {
            if ancestors.contains(name) { return true }
            current = superclass[name]
        }
        return false
    }
}
