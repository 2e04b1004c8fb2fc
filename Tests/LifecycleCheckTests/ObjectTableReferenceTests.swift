import LifecycleTraceGenerator
import Testing

@testable import LifecycleCheck

/// `ObjectTable` (slots reused after release, names in a `LiveNameTable`) against its plain twin
/// `ReferenceObjectTable` on long random runs of what a trace does to objects: lines naming them by
/// address (with or without a class), class, tag or not at all, initializers, other calls, deallocs,
/// and releases of unreachable objects. Every resolution gives the same object number and the same
/// name parts, and both tables agree on which objects are unreachable and how many names are live.
@Suite struct ObjectTableReferenceTests {
    /// A line's reference to an object, as text.
    struct Naming {
        var tag: String?
        var className: String?
        var address: String?
    }

    /// The line bytes and the `IdentityReference` into them that the fast table resolves.
    static func reference(_ naming: Naming) -> ([UInt8], IdentityReference) {
        var line: [UInt8] = []
        func add(_ text: String?) -> Range<Int>? {
            guard let text else { return nil }
            let start = line.count
            line += Array(text.utf8) + [0x20]
            return start..<(start + text.utf8.count)
        }
        let address = add(naming.address)
        let className = add(naming.className)
        let tag = add(naming.tag)
        if let address { return (line, IdentityReference(kind: .address, address: address, name: className)) }
        if let className { return (line, IdentityReference(kind: .className, name: className)) }
        if let tag { return (line, IdentityReference(kind: .tag, name: tag)) }
        return (line, .none)
    }

    @Test(arguments: [UInt64(1), 2, 3, UInt64.random(in: 1...UInt64.max)])
    func agreesWithADictionary(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var table = ObjectTable()
        var reference = ReferenceObjectTable()
        // Few names, so the same name comes back after a dealloc, a class meets an address, and so on.
        let classes = ["HomeViewController", "DetailViewController", "ChildViewController", "FeedViewController"]
        let addresses = (0..<40).map { "0x7f00\(String($0 * 7919 + 4096, radix: 16))" }
        let tags = (0..<20).map { "vc\($0)" }
        for step in 0..<20_000 {
            let naming: Naming =
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<4:
                    Naming(
                        className: Bool.random(using: &random) ? classes.randomElement(using: &random) : nil,
                        address: addresses.randomElement(using: &random))
                case 4..<6: Naming(className: classes.randomElement(using: &random))
                case 6..<9: Naming(tag: tags.randomElement(using: &random))
                default: Naming()
                }
            let (line, identity) = Self.reference(naming)
            let context = "seed \(seed), step \(step), \(naming)"
            var slot = line.withUnsafeBufferPointer { table.resolve(identity, in: $0) }
            var object = reference.resolve(tag: naming.tag, className: naming.className, address: naming.address)
            #expect(table.id(slot) == object, "\(context)")
            // Sometimes the line is about the enclosing call's object, which may be unreachable already.
            if let enclosing = reference.unreachable.last, Int.random(in: 0..<20, using: &random) == 0,
                let enclosingSlot = table.remaining.first(where: { $0.id == enclosing })?.slot
            {
                (slot, object) = (enclosingSlot, enclosing)
            }
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<2:
                slot = table.beginLife(slot)
                object = reference.beginLife(object)
            case 2:
                table.endLife(slot)
                reference.endLife(object)
            default:
                table.markLived(slot)
                reference.markLived(object)
            }
            #expect(table.id(slot) == object, "\(context)")
            let tracked = table.remaining.first { $0.id == object }
            let expected = reference.objects[object]
            #expect(
                tracked.map { [$0.tag, $0.className, $0.address] } == [expected.tag, expected.className, expected.address], "\(context)")
            #expect(table.unreachable.map(table.id) == reference.unreachable, "\(context)")
            #expect(table.nameCount == reference.names.count, "\(context)")
            #expect(table.count == reference.objects.count, "\(context)")
            // The reader releases an unreachable object once no open call refers to it: here, at random.
            if let first = table.unreachable.first, Bool.random(using: &random) {
                let released = table.release(first)
                reference.release(released.id)
            }
        }
        #expect(Set(table.remaining.map(\.id)) == Set(reference.objects.indices).subtracting(reference.released), "seed \(seed)")
    }
}
