import Foundation

/// Where the store lives when no path is given: `$LIFECYCLE_KB_DB`, else
/// `$XDG_DATA_HOME/lifecycle-kb/kb.sqlite`, else `~/.local/share/lifecycle-kb/kb.sqlite`.
public enum StoreLocation {
    /// The path to use, the explicit one first, with a leading `~` expanded.
    public static func resolve(explicit: String?, environment: [String: String] = StoreLocation.processEnvironment) -> String {
        choose(explicit: explicit, environment: environment).path
    }

    /// The path to use and whether it is the default location, whose folders may be created; a path
    /// the user named must be in a folder that exists, so a typo is not silently made into a store.
    public static func choose(
        explicit: String?, environment: [String: String] = StoreLocation.processEnvironment
    ) -> (path: String, isDefault: Bool) {
        let home = environment["HOME"] ?? NSHomeDirectory()
        if let explicit, !explicit.isEmpty { return (expandingTilde(explicit, home: home), false) }
        if let fromEnvironment = environment["LIFECYCLE_KB_DB"], !fromEnvironment.isEmpty {
            return (expandingTilde(fromEnvironment, home: home), false)
        }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            dataHome = expandingTilde(xdg, home: home)
        } else {
            dataHome = (home as NSString).appendingPathComponent(".local/share")
        }
        return ((dataHome as NSString).appendingPathComponent("lifecycle-kb/kb.sqlite"), true)
    }

    /// The variables `choose` reads, taken from the process with `getenv`: Foundation's whole
    /// environment dictionary cost a hundredth of a cold `ask`.
    public static var processEnvironment: [String: String] {
        var values: [String: String] = [:]
        for name in ["HOME", "LIFECYCLE_KB_DB", "XDG_DATA_HOME"] {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }

    /// `~` and `~/x` become the home folder (a quoted `--db '~/x'` reaches us unexpanded).
    static func expandingTilde(_ path: String, home: String) -> String {
        if path == "~" { return home }
        if path.hasPrefix("~/") { return (home as NSString).appendingPathComponent(String(path.dropFirst(2))) }
        return path
    }
}
