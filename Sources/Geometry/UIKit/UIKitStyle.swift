/// Which UIKit generation's rotation and transformed-view layout rules apply.
public enum UIKitStyle: String, CaseIterable, Hashable, Sendable {
    /// iOS 8 and later: window bounds change on rotation; layout sets center and bounds.
    case modern
    /// Before iOS 8: the root view is rotated by a transform; layout places `frame`.
    case legacy
}
