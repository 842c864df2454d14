extension CheckReport {
    /// Why a combination could not be played, kept as the value the run threw (a change
    /// refused in this configuration is a located `AnimRenderError`) until check.json, the
    /// HTML page or the command line writes it as text (`description`). A combination read
    /// back from a check.json (a shard being merged) holds the text that file wrote.
    public enum PlayFailure: Error, CustomStringConvertible {
        /// What playing or checking the combination threw.
        case run(any Error)
        /// The error as a check.json records it.
        case recorded(String)

        public var description: String {
            switch self {
            case .run(let error): return "\(error)"
            case .recorded(let text): return text
            }
        }
    }
}
