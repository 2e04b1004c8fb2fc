import ArgumentParser
import LifecycleCheck
import LifecycleKB

/// Turns library errors into one `lifecycle-kb: error: …` line (or located lines) and the documented exit code.
enum CommandFailure {
    static let answerNotFound: Int32 = 1
    static let malformedInput: Int32 = 65
    static let missingInput: Int32 = 66
    static let databaseOrIO: Int32 = 74

    /// Runs `body`, reporting any error it throws on stderr and exiting with its code.
    static func guarding<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ExitCode {
            throw error
        } catch let error as StoreError {
            report(error.description)
            throw ExitCode(databaseOrIO)
        } catch let error as DataValidationError {
            for problem in error.errors { Terminal.writeError(problem.description) }
            throw ExitCode(malformedInput)
        } catch let error as DataError {
            Terminal.writeError(error.description)
            throw ExitCode(malformedInput)
        } catch let error as TraceError {
            Terminal.writeError(error.description)
            throw ExitCode(malformedInput)
        } catch let error as TraceInputError {
            Terminal.writeError(error.description)
            throw ExitCode(missingInput)
        } catch {
            report("\(error)")
            throw ExitCode(databaseOrIO)
        }
    }

    /// One error line on stderr in the tool's shape.
    static func report(_ message: String) {
        Terminal.writeError("lifecycle-kb: error: \(message)")
    }
}
