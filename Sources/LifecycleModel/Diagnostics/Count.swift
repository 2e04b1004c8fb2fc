/// A number with its noun in the right number: "1 error", "2 errors", "0 warnings".
public enum Count {
    /// `count` and the noun, plural unless the count is one (`plural` for irregular nouns).
    public static func of(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
