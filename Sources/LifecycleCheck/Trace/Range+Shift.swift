extension Range<Int> {
    /// The range moved by `offset`: parses are relative to the message, events to the whole line.
    func shifted(by offset: Int) -> Range<Int> { (lowerBound + offset)..<(upperBound + offset) }
}
