import LifecycleModel

/// The formats a command that shows records (answers, rules, traces, store status) can write.
public enum RecordFormat: Sendable {
    case text, json, markdown

    /// The record format of an output format; nil for a diagnostics-only format (SARIF).
    public init?(_ format: OutputFormat) {
        switch format {
        case .text: self = .text
        case .json: self = .json
        case .markdown: self = .markdown
        case .sarif: return nil
        }
    }
}

/// The formats a command that only reports an action (`db vacuum`, `traces rm`) can write: a
/// sentence or JSON (`[OutputFormat].action`).
public enum ActionFormat: Sendable {
    case text, json

    /// The action format of an output format; nil for one that renders records or diagnostics.
    public init?(_ format: OutputFormat) {
        switch format {
        case .text: self = .text
        case .json: self = .json
        case .markdown, .sarif: return nil
        }
    }
}
