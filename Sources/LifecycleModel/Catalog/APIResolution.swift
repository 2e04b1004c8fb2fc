/// What one API spelling means in the catalog: the single owner of "unknown" and "ambiguous", and of how
/// each is worded, so the data reader, the rule engine and `ask` refuse the same spellings the same way.
public enum APIResolution: Hashable, Sendable {
    /// The spelling means exactly this record.
    case unique(APIRecord)
    /// The spelling is shared by these records (a name several classes declare); a class must qualify it.
    case ambiguous([APIRecord])
    /// No record answers to the spelling.
    case unknown

    /// The record, when the spelling means exactly one.
    public var record: APIRecord? {
        if case .unique(let record) = self { record } else { nil }
    }

    /// Why the spelling does not name one API, in the one wording every reader uses; nil when it does.
    public func problem(spelling: String) -> String? {
        switch self {
        case .unique:
            nil
        case .unknown:
            "unknown API '\(spelling)'"
        case .ambiguous(let records):
            "ambiguous API '\(spelling)' (\(records.map(\.className).joined(separator: ", "))): qualify it as Class.selector"
        }
    }
}

extension APICatalog {
    /// The resolution of a spelling: one record, several, or none.
    public func resolution(of spelling: String) -> APIResolution {
        let found = lookup(spelling)
        switch found.count {
        case 0: return .unknown
        case 1: return .unique(found[0])
        default: return .ambiguous(found)
        }
    }

    /// The one record a spelling means, or nil when it is unknown or ambiguous.
    public func resolve(_ spelling: String) -> APIRecord? {
        resolution(of: spelling).record
    }
}
