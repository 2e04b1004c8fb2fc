import UIKitStandIns

/// A settings page whose override forgets super: a warning, shown in the build log without failing it.
public final class SettingsScreen: UIViewController {
    private var rows: [String] = []

    override public func viewWillAppear(_ animated: Bool) {
        rows = ["Notifications", "Privacy"]
    }
}
