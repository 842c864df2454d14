/// Everything a frame can read of a `LayoutEngine`, counted: equal stamps mean the engine
/// has not changed in between (caches filled by reading aside).
public struct EngineStateStamp: Equatable {
    let changes: Int
    let solution: Int
    let passes: Int
    let ambiguityDetections: Int
    let invalidations: Int
}

extension LayoutEngine {
    /// The engine's state, counted (see `EngineChanges`).
    public var stateStamp: EngineStateStamp {
        EngineStateStamp(changes: changes.count, solution: store.solutionGeneration, passes: cycle.passCount,
                         ambiguityDetections: diagnostics.ambiguityDetections, invalidations: cycle.changeCount)
    }
}
