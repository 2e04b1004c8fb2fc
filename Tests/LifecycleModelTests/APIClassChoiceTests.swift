import LifecycleModel
import Testing

/// `APIClassChoice`, the one policy questions and trace lines use for a member name several classes have.
@Suite struct APIClassChoiceTests {
    @Test func theStrictlyBestPositiveScoreWins() {
        let classes = ["UIView", "UIViewController", "UIView"]
        #expect(APIClassChoice.best(among: classes) { $0 == "UIView" ? 10 : 1 } == "UIView")
        #expect(APIClassChoice.best(among: classes) { _ in 3 } == nil)
        #expect(APIClassChoice.best(among: classes) { _ in 0 } == nil)
        #expect(APIClassChoice.best(among: ["UIView"]) { _ in 1 } == "UIView")
        #expect(APIClassChoice.best(among: []) { _ in 1 } == nil)
    }

    @Test func namingConventionsSuggestAClass() {
        #expect(APIClassChoice.conventionalClass(ofUserClass: "HomeViewController") == "UIViewController")
        #expect(APIClassChoice.conventionalClass(ofUserClass: "SettingsVC") == "UIViewController")
        for name in ["AvatarCell", "cell", "TitleLabel", "SendButton", "TabBar", "SearchField", "view"] {
            #expect(APIClassChoice.conventionalClass(ofUserClass: name) == "UIView", "\(name)")
        }
        #expect(APIClassChoice.conventionalClass(ofUserClass: "self") == nil)
    }

    @Test func withNothingToGoOnViewControllersThenViewsThenCatalogOrder() {
        #expect(APIClassChoice.fallbackOrder(of: ["UIView", "UIViewController"]) == [1, 0])
        #expect(APIClassChoice.fallbackOrder(of: ["UITabBarController", "UINavigationController", "UIView"]) == [2, 0, 1])
    }
}
