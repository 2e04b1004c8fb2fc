/// What `db status` reports: where the store is, its schema and knowledge versions, and its counts.
public struct StoreStatus: Codable, Equatable, Sendable {
    /// How many records of each kind the store holds.
    public struct Counts: Codable, Equatable, Sendable {
        public var apis: Int
        public var facts: Int
        public var orders: Int
        public var rules: Int
        public var scenarios: Int
        public var traces: Int
    }

    public var path: String
    public var schemaVersion: Int
    public var knowledgeVersion: String
    public var counts: Counts

    enum CodingKeys: String, CodingKey {
        case path
        case schemaVersion = "schema_version"
        case knowledgeVersion = "knowledge_version"
        case counts
    }
}
