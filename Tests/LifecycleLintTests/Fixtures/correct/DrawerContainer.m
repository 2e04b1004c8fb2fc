#import "DrawerContainer.h"

// A drawer that looks its side controllers up: the appearance forwarding begins in one method and
// ends in another, on what the same lookup returns.
@implementation DrawerContainer

- (void)prepareToOpenSide:(NSInteger)side animated:(BOOL)animated {
    UIViewController *drawer = [self controllerForSide:side];
    [drawer.view setHidden:NO];
    [drawer beginAppearanceTransition:YES animated:animated];
}

- (void)finishOpeningSide:(NSInteger)side {
    UIViewController *drawer = [self controllerForSide:side];
    [drawer endAppearanceTransition];
}

// A message right after an if's condition, with the child finished in a block returned to the caller.
- (void (^)(void))replace:(UIViewController *)old with:(UIViewController *)next {
    if (next) [self addChildViewController:next];
    [old willMoveToParentViewController:nil];
    void (^finish)(void) = ^(void) {
        [old removeFromParentViewController];
        [next didMoveToParentViewController:self];
    };
    return finish;
}

@end
