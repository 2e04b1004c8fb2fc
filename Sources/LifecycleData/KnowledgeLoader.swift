import LifecycleModel
import Yams

/// Reads the curated YAML of `Data/` into values and validates every cross-reference before anything
/// is written: unknown APIs, duplicate identifiers, missing sources, examples that do not parse.
public enum KnowledgeLoader {
    /// Loads a set of `Data/…` files given as (path, text) pairs; collects every problem.
    public static func load(files: [(path: String, text: String)]) throws(DataValidationError) -> KnowledgeBundle {
        var reader = KnowledgeFileReader()
        for file in files where file.path.hasSuffix(".yaml") {
            reader.read(path: file.path, text: file.text)
        }
        let bundle = reader.validated()
        guard reader.errors.isEmpty else { throw DataValidationError(reader.errors) }
        return bundle
    }
}
