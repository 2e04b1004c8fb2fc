/// One stored event as a call line shows it (`traces show` as text or Markdown): where it is, how
/// deep, and who received what; read with half the columns of a `StoredEvent`.
public struct StoredCall: Equatable, Sendable {
    public var line: Int
    public var depth: Int
    public var receiver: String
    public var api: String
    public var arguments: String?
    public var isSuper: Bool
}
