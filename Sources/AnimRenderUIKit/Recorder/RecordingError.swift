import AnimRenderKit
import Render

/// A recording that could not be made or written: a bad device, screen, fps, duration,
/// frame number or output option, frames without end, a font file that cannot be
/// registered, or what the run refused (fonts that do not load, a frame frames.json or
/// the PNG cannot hold), kept as the run's located `AnimRenderError`. What went wrong is
/// `problem`, a value a test can ask for; `message` is how it reads.
public struct RecordingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// One thing wrong.
    public indirect enum Problem: Equatable, Sendable {
        /// A bad argument of the recorder's API: what is wrong and how to fix it.
        case invalid(String)
        /// A font file `registerFont(fileAt:)` cannot read.
        case unreadableFont(RenderError)
        /// The fonts that measure labels could not be loaded.
        case fonts(RenderError)
        /// What the run refused, as the run reports it.
        case run(AnimRenderError)
        /// A mistake of one combination's recording in a `SimulatorMatrix`.
        case combination(SimulatorMatrix.Combination, Failure)
    }

    /// What failed one combination of a matrix: the recorder, UIKit, or the script's own error.
    public enum Failure: Equatable, Sendable {
        case recording(RecordingError)
        case uikit(UIKitError)
        /// An error the script threw, as it describes itself.
        case script(String)

        init(_ error: Error) {
            switch error {
            case let e as RecordingError: self = .recording(e)
            case let e as UIKitError: self = .uikit(e)
            default: self = .script("\(error)")
            }
        }
    }

    public var problem: Problem
    public init(_ problem: Problem) { self.problem = problem }
    /// A bad argument of the recorder's API, in its words.
    public init(_ message: String) { problem = .invalid(message) }

    /// What went wrong and how to fix it.
    public var message: String {
        switch problem {
        case .invalid(let message): return message
        case .unreadableFont(let error): return "registerFont(fileAt:): \(error)"
        case .fonts(let error): return error.description
        case .run(let error): return error.description
        case .combination(let combination, let failure):
            switch failure {
            case .recording(let e): return "\(combination): \(e)"
            case .uikit(let e): return "\(combination): \(e)"
            case .script(let text): return "\(combination): \(text)"
            }
        }
    }
    /// The message.
    public var description: String { message }
}
