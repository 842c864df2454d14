/// Bytes handed to `emit` in batches of about a megabyte: few writes for a large file,
/// little memory for any.
final class ByteBatches {
    /// Bytes not handed on yet; writers append to it directly, then call `flushIfFull`.
    var pending: [UInt8] = []
    private let emit: ([UInt8]) throws -> Void
    static let size = 1 << 20

    init(_ emit: @escaping ([UInt8]) throws -> Void) {
        self.emit = emit
        pending.reserveCapacity(Self.size + Self.size / 4)
    }

    func append(_ bytes: [UInt8]) { pending.append(contentsOf: bytes) }

    func flushIfFull() throws {
        if pending.count >= Self.size { try flush() }
    }

    func flush() throws {
        guard !pending.isEmpty else { return }
        try emit(pending)
        pending.removeAll(keepingCapacity: true)
    }
}
