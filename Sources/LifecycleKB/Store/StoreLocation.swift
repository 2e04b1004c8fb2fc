import Foundation

/// Where the store lives when no path is given: `$LIFECYCLE_KB_DB`, else
/// `$XDG_DATA_HOME/lifecycle-kb/kb.sqlite`, else `~/.local/share/lifecycle-kb/kb.sqlite`.
public enum StoreLocation {
    /// The path to use, the explicit one first.
    public static func resolve(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let fromEnvironment = environment["LIFECYCLE_KB_DB"], !fromEnvironment.isEmpty { return fromEnvironment }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            dataHome = xdg
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            dataHome = (home as NSString).appendingPathComponent(".local/share")
        }
        return (dataHome as NSString).appendingPathComponent("lifecycle-kb/kb.sqlite")
    }
}
