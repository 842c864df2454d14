/// Bytes handed to `emit` in batches of about a megabyte: few writes for a large file,
/// little memory for any.
package final class ByteBatches {
    /// Bytes not handed on yet; writers append to it directly, then call `flushIfFull`.
    package var pending: [UInt8] = []
    private let emit: ([UInt8]) throws -> Void
    package static let size = 1 << 20

    package init(_ emit: @escaping ([UInt8]) throws -> Void) {
        self.emit = emit
        pending.reserveCapacity(Self.size + Self.size / 4)
    }

    package func append(_ bytes: [UInt8]) { pending.append(contentsOf: bytes) }

    package func flushIfFull() throws {
        if pending.count >= Self.size { try flush() }
    }

    package func flush() throws {
        guard !pending.isEmpty else { return }
        try emit(pending)
        pending.removeAll(keepingCapacity: true)
    }
}
