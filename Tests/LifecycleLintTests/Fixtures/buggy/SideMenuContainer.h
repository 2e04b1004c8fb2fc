#import <UIKit/UIKit.h>

@interface SideMenuContainer : UIViewController
@end

@interface MenuPanelViewController : UIViewController
@end

@interface DetailPanelViewController : UIViewController
@end
