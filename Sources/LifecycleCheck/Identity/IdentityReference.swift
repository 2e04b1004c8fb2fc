/// How a line names an object, as byte ranges into the line: an address (with its class when the
/// description gives one), a class, a tag, `self`, or nothing.
struct IdentityReference {
    enum Kind: UInt8 {
        case none
        /// `self` or `super`: the object of the enclosing event, or the anonymous controller.
        case enclosing
        case address
        case className
        case tag
    }

    var kind: Kind = .none
    private var packedAddress = PackedRange(nil)
    private var packedName = PackedRange(nil)

    init(kind: Kind = .none, address: Range<Int>? = nil, name: Range<Int>? = nil) {
        self.kind = kind
        packedAddress = PackedRange(address)
        packedName = PackedRange(name)
    }

    var address: Range<Int>? {
        get { packedAddress.range }
        set { packedAddress = PackedRange(newValue) }
    }

    var name: Range<Int>? {
        get { packedName.range }
        set { packedName = PackedRange(newValue) }
    }

    static let none = IdentityReference()

    /// The name objects are filed under: the tag, the class, or the address (a description's class is
    /// secondary); nil for `none` and `enclosing`.
    var primaryName: (kind: LiveNameTable.Kind, range: Range<Int>)? {
        switch kind {
        case .none, .enclosing: nil
        case .tag: name.map { (.tag, $0) }
        case .className: name.map { (.className, $0) }
        case .address: address.map { (.address, $0) }
        }
    }

    /// The hash `primaryName` is filed under in `LiveNameTable`, 0 when there is none.
    func nameHash(in message: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let (kind, range) = primaryName else { return 0 }
        return LiveNameTable.hash(kind, UnsafeBufferPointer(rebasing: message[range]))
    }

    /// Reads `<Module.Class: 0x7f…>`, `0x7f…`, `Class(0x7f…)`, `self.child.view`, `ContainerViewController`, `vc1`.
    /// A name is cut to its object by `ObjectSubject` (`self.child.view` is `child`).
    static func parse(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> IdentityReference {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, line[upper - 1] == ASCII.colon || line[upper - 1] == ASCII.comma { upper -= 1 }
        guard lower < upper else { return .none }
        if line[lower] == ASCII.openAngle { return description(line, lower..<upper) }
        if let file = sourceFileClass(line, lower..<upper) { return IdentityReference(kind: .className, name: file) }
        if line[lower] == ASCII.openBracket, line[upper - 1] == ASCII.closeBracket {
            lower += 1
            upper -= 1
        }
        if hasPrefix(line, lower..<upper, "0x") { return address(line, lower..<upper, name: nil) }
        if line[upper - 1] == ASCII.closeParen, let open = line[lower..<upper].firstIndex(of: ASCII.openParen), open > lower,
            hasPrefix(line, (open + 1)..<(upper - 1), "0x")
        {
            var start = lower
            for index in lower..<open where line[index] == ASCII.dot { start = index + 1 }
            let name = start < open && ASCII.isLetter(line[start]) && line[start..<open].allSatisfy(ASCII.isIdentifier) ? start..<open : nil
            return address(line, (open + 1)..<(upper - 1), name: name)
        }
        // Whose object the name is: `ObjectSubject` decides, for lint too.
        let subject = ObjectSubject.range(in: line, lower..<upper)
        lower = subject.lowerBound
        upper = subject.upperBound
        guard lower < upper else { return .none }
        if equals(line, lower..<upper, "self") || equals(line, lower..<upper, "super") {
            return IdentityReference(kind: .enclosing)
        }
        for index in lower..<upper where !(ASCII.isIdentifier(line[index]) || line[index] == ASCII.dot) { return .none }
        if ASCII.isDigit(line[lower]) {
            return line[lower..<upper].allSatisfy(ASCII.isDigit) ? .none : IdentityReference(kind: .tag, name: lower..<upper)
        }
        if ASCII.isUpper(line[lower]) {
            var start = lower
            for index in lower..<upper where line[index] == ASCII.dot { start = index + 1 }
            return start < upper ? IdentityReference(kind: .className, name: start..<upper) : .none
        }
        return IdentityReference(kind: .tag, name: lower..<upper)
    }

    /// `0x7f…` at the start of `range`, with the class a `Class(0x…)` form names.
    private static func address(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, name: Range<Int>?) -> IdentityReference {
        var end = range.lowerBound + 2
        while end < range.upperBound, ASCII.isHexDigit(line[end]) { end += 1 }
        return end > range.lowerBound + 2 ? IdentityReference(kind: .address, address: range.lowerBound..<end, name: name) : .none
    }

    /// `HomeViewController.swift:42` or `HomeViewController.m:42`: the file names the class.
    private static func sourceFileClass(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int>? {
        guard ASCII.isUpper(line[range.lowerBound]), let dot = line[range].firstIndex(of: ASCII.dot) else { return nil }
        let rest = line[(dot + 1)..<range.upperBound]
        guard rest.starts(with: "swift".utf8) || rest.starts(with: "m:".utf8) || rest.elementsEqual("m".utf8) else { return nil }
        return line[range.lowerBound..<dot].allSatisfy(ASCII.isIdentifier) ? range.lowerBound..<dot : nil
    }

    /// `<Module.Class: 0x7fa1c0d05e70>` or `<Class: 0x…; frame = …>`: the class after the last dot and
    /// the first hexadecimal address.
    private static func description(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> IdentityReference {
        var index = range.lowerBound + 1
        var nameStart = index
        while index < range.upperBound, ASCII.isIdentifier(line[index]) || line[index] == ASCII.dot {
            if line[index] == ASCII.dot { nameStart = index + 1 }
            index += 1
        }
        let name = nameStart < index && ASCII.isLetter(line[nameStart]) ? nameStart..<index : nil
        var address: Range<Int>?
        while index + 2 < range.upperBound {
            if line[index] == UInt8(ascii: "0"), line[index + 1] == UInt8(ascii: "x"), ASCII.isHexDigit(line[index + 2]) {
                var end = index + 2
                while end < range.upperBound, ASCII.isHexDigit(line[end]) { end += 1 }
                address = index..<end
                break
            }
            index += 1
        }
        if let address { return IdentityReference(kind: .address, address: address, name: name) }
        if let name { return IdentityReference(kind: .className, name: name) }
        return .none
    }

    private static func hasPrefix(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard range.count >= count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where line[range.lowerBound + offset] != pointer[offset] { return false }
        return true
    }

    private static func equals(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: StaticString) -> Bool {
        range.count == text.utf8CodeUnitCount && hasPrefix(line, range, text)
    }
}

extension IdentityReference {
    /// The object as a report names it (`<Home: 0x7f…>`, `Home`, `vc1`), nil for none and `self`.
    func text(in line: UnsafeBufferPointer<UInt8>) -> String? {
        func string(_ range: Range<Int>?) -> String? {
            range.map { String(decoding: UnsafeBufferPointer(rebasing: line[$0]), as: UTF8.self) }
        }
        return TrackedObject(
            id: 0, slot: 0, tag: kind == .tag ? string(name) : nil, className: kind == .tag ? nil : string(name), address: string(address)
        )
        .nameIfAny
    }
}
