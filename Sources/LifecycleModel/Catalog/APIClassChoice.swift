/// The one policy for a member name that several catalog classes have (`initWithCoder:` of UIView and
/// of UIViewController, `viewControllers` of three containers), used by `ask` for questions and by the
/// trace reader for log lines, so both read `awakeFromNib` the same way (README, "Which class a member
/// name means"):
///
/// 1. a catalog class written with the name (`UIView.initWithCoder:`, `-[UIView initWithCoder:]`) wins;
/// 2. else hints score the classes — a class named in the text `namedClass`, a user class's naming
///    convention (`…Cell` → UIView) `convention`, in a question also a class spoken in words
///    ("view controller") its word count — and the strictly best-scored class wins;
/// 3. else UIViewController, then UIView, then the catalog's order — in a question taking the first
///    of those with stored facts, since an answer needs them.
public enum APIClassChoice {
    /// The score of a class written with the member name or named in the text.
    public static let namedClass = 10
    /// The score of the class a user class's name suggests.
    public static let convention = 1
    /// The classes preferred, in order, when nothing in the text decides.
    public static let fallbackOrder = ["UIViewController", "UIView"]

    /// The class with the strictly highest positive score among `classes`, or nil when none leads.
    public static func best(among classes: [String], score: (String) -> Int) -> String? {
        var distinct: [String] = []
        for name in classes where !distinct.contains(name) { distinct.append(name) }
        let scored = distinct.map { (name: $0, score: score($0)) }.filter { $0.score > 0 }
        guard let top = scored.max(by: { $0.score < $1.score }) else { return nil }
        return scored.count { $0.score == top.score } == 1 ? top.name : nil
    }

    /// The positions of `classes` in the order step 4 prefers them: `fallbackOrder`, then as given.
    public static func fallbackOrder(of classes: [String]) -> [Int] {
        let rank = { (name: String) in fallbackOrder.firstIndex(of: name) ?? fallbackOrder.count }
        return classes.indices.sorted { (rank(classes[$0]), $0) < (rank(classes[$1]), $1) }
    }

    /// The UIKit class a user class probably extends, from the usual naming conventions
    /// (`HomeViewController`, `SettingsVC` → UIViewController; `AvatarCell`, `TitleLabel` → UIView).
    public static func conventionalClass(ofUserClass name: String) -> String? {
        let lower = name.lowercased()
        if lower.hasSuffix("controller") || lower.hasSuffix("vc") { return "UIViewController" }
        for suffix in ["view", "cell", "label", "button", "bar", "field"] where lower.hasSuffix(suffix) { return "UIView" }
        return nil
    }
}
