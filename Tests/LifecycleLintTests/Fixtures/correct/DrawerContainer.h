#import <UIKit/UIKit.h>

@interface DrawerContainer : UIViewController
- (UIViewController *)controllerForSide:(NSInteger)side;
@end
