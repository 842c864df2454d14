import AnimRenderUIKit
import Foundation
import SnapshotTesting

// Strategies for swift-snapshot-testing: `assertSnapshot(of: recording, as: .contactSheet(frames: 6))`.
// They store what `AnimRenderUIKit`'s own `assertAnimationSnapshot` stores (and what
// `recording.write(to:)` writes); the record modes, file layout and messages are
// swift-snapshot-testing's.

extension SnapshotTesting.Snapshotting where Value == Recording, Format == Data {
    /// contact-sheet.png of `n` evenly spaced frames (drawn with `options`, the timeline's
    /// `render` settings), compared with `Diffing.pixels()`.
    public static func contactSheet(frames n: Int, options: RecordingOutputOptions = RecordingOutputOptions())
        -> SnapshotTesting.Snapshotting<Recording, Data> {
        SnapshotTesting.Snapshotting(pathExtension: "png", diffing: .pixels()) { recording in
            Self.png { try recording.contactSheet(frames: n, options: options).pngData() }
        }
    }

    /// Frame `index`'s PNG, as the command line writes it (with `options`), compared with
    /// `Diffing.pixels()`.
    public static func keyFrame(_ index: Int, options: RecordingOutputOptions = RecordingOutputOptions())
        -> SnapshotTesting.Snapshotting<Recording, Data> {
        SnapshotTesting.Snapshotting(pathExtension: "png", diffing: .pixels()) { recording in
            Self.png { try recording.image(ofFrame: index, options: options).pngData() }
        }
    }

    /// swift-snapshot-testing's strategies cannot throw: a drawing error becomes the stored
    /// bytes' failure to decode, reported by the diffing with the error's text.
    private static func png(_ draw: () throws -> Data) -> Data {
        do { return try draw() } catch { return Data("animrender could not draw the recording: \(error)".utf8) }
    }
}

extension SnapshotTesting.Snapshotting where Value == Recording, Format == String {
    /// frames.json exactly as `recording.write(to:)` writes it, compared line by line.
    public static var framesJSON: SnapshotTesting.Snapshotting<Recording, String> { framesJSON(options: RecordingOutputOptions()) }

    /// frames.json exactly as `recording.write(to:options:)` writes it, compared line by line.
    public static func framesJSON(options: RecordingOutputOptions) -> SnapshotTesting.Snapshotting<Recording, String> {
        SnapshotTesting.Snapshotting(pathExtension: "json", diffing: .lines) { recording in
            do { return try recording.framesJSON(options: options) } catch { return "animrender could not write frames.json: \(error)" }
        }
    }

    /// trace.txt exactly as `recording.write(to:)` writes it, compared line by line.
    public static var trace: SnapshotTesting.Snapshotting<Recording, String> {
        SnapshotTesting.Snapshotting(pathExtension: "txt", diffing: .lines) { recording in
            recording.trace.map { $0 + "\n" }.joined()
        }
    }
}
