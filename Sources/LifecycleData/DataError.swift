/// A problem in a knowledge or team-rule file, located like a compiler diagnostic.
public struct DataError: Error, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `Data/rules/appearance/duplicate.yaml:14: error: unknown API 'viewDidApear:'`
    public var description: String { "\(file):\(line): error: \(message)" }
}

/// Every problem found while validating a set of files; nothing is written when there is one.
public struct DataValidationError: Error, CustomStringConvertible {
    public var errors: [DataError]

    public init(_ errors: [DataError]) {
        self.errors = errors
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
