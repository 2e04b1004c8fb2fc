import Foundation

/// Starts libFuzzer from a target's own `main`, found at run time so the fuzz targets still link in
/// ordinary builds (where they only explain how to build them).
public enum FuzzDriver {
    /// libFuzzer's callback: one input, return 0.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    private typealias RunDriver =
        @convention(c) (
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>, TestOneInput
        ) -> Int32

    /// How to build a target with libFuzzer, for a binary built without it to say.
    public static let buildCommand =
        "swift build -c release --product <target> -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld -Xlinker --export-dynamic --scratch-path .build-fuzz (or run .ci/fuzz)"

    /// Runs libFuzzer with the process's arguments; nil when the binary was not built with it.
    public static func run(_ testOneInput: TestOneInput) -> Int32? {
        guard let symbol = dlsym(nil, "LLVMFuzzerRunDriver") else { return nil }
        let driver = unsafeBitCast(symbol, to: RunDriver.self)
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        return driver(&argc, &argv, testOneInput)
    }
}
