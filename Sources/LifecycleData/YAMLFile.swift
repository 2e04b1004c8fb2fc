import Yams

/// One parsed YAML file, keeping node positions so every problem can name its line.
struct YAMLFile {
    let path: String
    let root: Node

    /// Every document of a multi-document stream (`---` separated), each as its own file value.
    static func all(path: String, text: String) throws(DataError) -> [YAMLFile] {
        do {
            // Yams' compose_all sequence drops a parse error silently; the parser itself reports it.
            let parser = try Parser(yaml: text)
            var files: [YAMLFile] = []
            while let root = try parser.nextRoot() { files.append(YAMLFile(path: path, root: root)) }
            return files
        } catch let error as YamlError {
            throw DataError(file: path, line: YAMLFile.line(of: error), message: "invalid YAML: \(YAMLFile.problem(of: error))")
        } catch {
            throw DataError(file: path, line: 1, message: "invalid YAML: \(error)")
        }
    }

    private init(path: String, root: Node) {
        self.path = path
        self.root = root
    }

    /// Parses the text; a syntax error becomes a located `DataError`.
    init(path: String, text: String) throws(DataError) {
        self.path = path
        do {
            guard let root = try Yams.compose(yaml: text) else {
                throw DataError(file: path, line: 1, message: "the file is empty; expected a YAML mapping")
            }
            self.root = root
        } catch let error as DataError {
            throw error
        } catch let error as YamlError {
            throw DataError(file: path, line: YAMLFile.line(of: error), message: "invalid YAML: \(YAMLFile.problem(of: error))")
        } catch {
            throw DataError(file: path, line: 1, message: "invalid YAML: \(error)")
        }
    }

    /// The sequence under a top-level key, each item with its line; a missing or wrong key is an error.
    func sequence(_ key: String) throws(DataError) -> [Node] {
        guard let value = root.mapping?[key] else {
            throw DataError(file: path, line: root.mark?.line ?? 1, message: "expected a top-level '\(key):' list")
        }
        guard let items = value.sequence else {
            throw DataError(file: path, line: value.mark?.line ?? 1, message: "'\(key):' must be a list")
        }
        return Array(items)
    }

    /// Decodes one node; a decoding problem names the node's line and the field path.
    func decode<T: Decodable>(_ type: T.Type, from node: Node) throws(DataError) -> T {
        do {
            return try YAMLDecoder().decode(type, from: node)
        } catch let error as DecodingError {
            throw DataError(file: path, line: line(for: error, in: node), message: YAMLFile.describe(error))
        } catch {
            throw DataError(file: path, line: node.mark?.line ?? 1, message: "\(error)")
        }
    }

    /// The line of the first scalar equal to `value` under `node`, else the node's own line.
    func line(of value: String, in node: Node) -> Int {
        YAMLFile.find(value, in: node)?.mark?.line ?? node.mark?.line ?? 1
    }

    private static func find(_ value: String, in node: Node) -> Node? {
        switch node {
        case .scalar(let scalar): return scalar.string == value ? node : nil
        case .sequence(let items): return items.lazy.compactMap { find(value, in: $0) }.first
        case .mapping(let mapping): return mapping.lazy.compactMap { find(value, in: $0.value) }.first
        case .alias: return nil
        }
    }

    /// Follows the coding path of a decoding error down the node tree to the nearest known line.
    private func line(for error: DecodingError, in node: Node) -> Int {
        let path: [CodingKey]
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        case .keyNotFound(_, let context):
            path = context.codingPath
        @unknown default:
            path = []
        }
        var current = node
        for key in path {
            if let index = key.intValue, let items = current.sequence, index < items.count {
                current = items[index]
            } else if let child = current.mapping?[key.stringValue] {
                current = child
            } else {
                break
            }
        }
        return current.mark?.line ?? node.mark?.line ?? 1
    }

    private static func describe(_ error: DecodingError) -> String {
        func field(_ path: [CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = field(context.codingPath)
            return "missing field '\(parent.isEmpty ? "" : parent + ".")\(key.stringValue)'"
        case .typeMismatch(let type, let context):
            return "field '\(field(context.codingPath))' has the wrong type: expected \(type)"
        case .valueNotFound(let type, let context):
            return "field '\(field(context.codingPath))' is empty: expected \(type)"
        case .dataCorrupted(let context):
            return "field '\(field(context.codingPath))': \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func line(of error: YamlError) -> Int {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return mark.line
        default:
            return 1
        }
    }

    private static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
            return problem
        default:
            return "\(error)"
        }
    }
}
