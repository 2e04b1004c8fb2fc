import Foundation

/// Starts libFuzzer from a target's own `main`, found at run time so the fuzz targets still link in
/// ordinary builds (where they only explain how to build them).
public enum FuzzDriver {
    /// libFuzzer's callback: one input, return 0.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    private typealias RunDriver = @convention(c) (
        UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>, TestOneInput
    ) -> Int32

    /// Runs libFuzzer with the process's arguments; 64 when the binary was not built with it.
    public static func run(_ testOneInput: TestOneInput) -> Int32 {
        guard let symbol = dlsym(nil, "LLVMFuzzerRunDriver") else {
            FileHandle.standardError.write(Data("not built with libFuzzer: swift build -c release --product <target> -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld -Xlinker --export-dynamic --scratch-path .build-fuzz\n".utf8))
            return 64
        }
        let driver = unsafeBitCast(symbol, to: RunDriver.self)
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        return driver(&argc, &argv, testOneInput)
    }
}
