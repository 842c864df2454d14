import Geometry

extension String {
    /// The candidate the user most likely meant, for "did you mean …?" hints in timeline
    /// JSON: the nearest by `NameSuggestion`'s edit distance, allowing a little more slack
    /// than constraint strings do (2 edits, or a third of the name).
    func nearest(in candidates: [String]) -> String? {
        NameSuggestion.nearest(to: self, among: candidates, maxDistance: max(2, count / 3))
    }

    /// `did you mean 'x'?` for the nearest candidate, or nil.
    func didYouMean(_ candidates: [String]) -> String? {
        nearest(in: candidates).map { "did you mean '\($0)'?" }
    }
}
