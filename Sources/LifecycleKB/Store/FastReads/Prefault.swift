#if canImport(Glibc)
    import Glibc
#endif

/// Maps the pages of a large buffer about to be filled in one call instead of one fault per page:
/// the snapshot a cold `ask` reads is 770 KB, whose 188 page faults took a quarter of a millisecond.
enum Prefault {
    /// Asks the kernel to back the whole pages inside `buffer` now; where it cannot (not Linux, a
    /// kernel before 5.14), the pages fault in as they are written, as they did before.
    static func pages(of buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
            guard let base = buffer.baseAddress else { return }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = (Int(bitPattern: base) + page - 1) / page * page
            let end = (Int(bitPattern: base) + buffer.count) / page * page
            guard end > start else { return }
            // MADV_POPULATE_WRITE (Linux 5.14), not in Glibc's Swift module.
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, 23)
        #endif
    }
}
