import XCTest

// A unit test drives a screen's appearance by calling its callbacks itself, on purpose: lint still
// names the call, but as a warning, so a build phase that lints test targets does not fail on it.
final class CarouselTests: XCTestCase {
    func testAppearingShowsTheFirstPage() {
        let carousel = CarouselViewController()
        carousel.loadViewIfNeeded()
        carousel.viewWillAppear(false) // expect: warning:appearance.manual-call
        carousel.viewDidAppear(false) // expect: warning:appearance.manual-call
        XCTAssertNotNil(carousel.view)
    }
}

// A helper of the test target, outside any test case: the file imports XCTest, so still only warnings.
extension UIViewController {
    func simulateAppearance() {
        _ = view
        viewWillAppear(false) // expect: warning:appearance.manual-call
        viewDidAppear(false) // expect: warning:appearance.manual-call
    }
}
