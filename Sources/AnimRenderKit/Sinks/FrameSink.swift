import Playback

/// One output of a run: a PNG sequence, frames.json, trace.txt, a contact sheet, an
/// animated PNG, the viewer … A run plays its timeline once, hands every frame to each
/// sink it was asked for as the frame is produced, then lets each sink write its files.
/// A new output is a new sink, composed by `RenderJob`; nothing else changes.
///
/// A sink keeps only what it needs of the frames (the PNG sequence the chosen frames,
/// frames.json their JSON), so a sink that can stream its file may write as it goes.
protocol FrameSink: AnyObject {
    /// Every file the sink will write, known before anything is played, so a run refuses
    /// a folder holding someone else's file under one of these names before it starts.
    var fileNames: [String] { get }
    /// Takes frame `frame.index`, in order, as it is played.
    func consume(_ frame: FrameState) throws
    /// Checks, once every frame is played and before any sink writes, that the sink's
    /// files can be made (a contact sheet's size); by default there is nothing to check.
    func prepare(_ run: RunOutput) throws
    /// The indices of the frames it draws into images, once every frame is played (their
    /// placements are kept for it, see `RunOutput.placed`); none by default.
    var drawnFrames: [Int] { get }
    /// Writes the sink's files once every frame has been played.
    func finish(_ run: RunOutput) throws
}

extension FrameSink {
    func prepare(_ run: RunOutput) throws {}
    var drawnFrames: [Int] { [] }
}
