import JSONDocuments
import Playback

extension FramesJSON {
    /// frames.json of a run of `states` with `settings`, drawn by `builder`: each frame's
    /// placement (`placing`: the run's, kept for its images; by default placed here; when
    /// only checking, `builder.unplaced`, since placing adds no number the check could
    /// refuse) measured on the builder's canvas, and handed to the writer as values.
    static func write(_ settings: RunSettings, states: [FrameState], drawnWith builder: SceneBuilder,
                      placing: ((FrameState) -> PlacedFrame)? = nil, to batches: ByteBatches?) throws {
        try write(settings.render, canvas: builder.framesCanvas, states: states, measure: { state in
            builder.measureCanvas(placing?(state) ?? (batches == nil ? builder.unplaced(state) : builder.place(state)))
        }, to: batches)
    }

    /// The whole file in memory, as `write` writes it (tests, snapshots of small runs).
    static func text(_ settings: RunSettings, states: [FrameState], drawnWith builder: SceneBuilder) throws -> String {
        var bytes: [UInt8] = []
        try write(settings, states: states, drawnWith: builder, to: ByteBatches { bytes += $0 })
        return String(decoding: bytes, as: UTF8.self)
    }
}
