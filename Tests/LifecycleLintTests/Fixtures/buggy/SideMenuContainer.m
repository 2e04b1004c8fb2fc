#import "SideMenuContainer.h"

// Each line with a finding ends in `expect:` and the `severity:rule.id` of each finding there.
@interface SideMenuContainer ()
@property (nonatomic, strong) MenuPanelViewController *menuPanel;
@end

@implementation SideMenuContainer

- (void)viewDidLoad {
    [super viewDidLoad];
    self.menuPanel = [[MenuPanelViewController alloc] init];
    [self.view addSubview:self.menuPanel.view];
    [self addChildViewController:self.menuPanel]; // expect: error:containment.add-order
    [self.menuPanel didMoveToParentViewController:self];
}

- (void)viewWillAppear:(BOOL)animated { // expect: warning:super.missing
    [self.menuPanel beginAppearanceTransition:YES animated:animated];
}

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [self.menuPanel endAppearanceTransition];
    [self.menuPanel viewDidAppear:animated]; // expect: error:appearance.manual-call
}

- (void)closeMenu {
    __weak typeof(self) weakSelf = self;
    [UIView animateWithDuration:0.25 animations:^{
        weakSelf.menuPanel.view.alpha = 0;
    } completion:^(BOOL finished) {
        [weakSelf.menuPanel.view removeFromSuperview];
        [weakSelf.menuPanel removeFromParentViewController]; // expect: error:containment.remove-order
    }];
}

- (void)showDetail {
    DetailPanelViewController *detail = [[DetailPanelViewController alloc] init];
    [self addChildViewController:detail]; // expect: warning:containment.missing-did-move
    [self.view addSubview:detail.view];
}

@end
