/// `UISegmentedControl`: titled segments of equal width and the selected one. The setters
/// keep the selection among the segments (or `noSegment`).
public struct SegmentedControlContent: Hashable, Sendable {
    /// `UISegmentedControl.noSegment`.
    public static let noSegment = -1
    public private(set) var segments: [String]
    /// `noSegment` (−1): none selected.
    public private(set) var selectedSegmentIndex: Int
    public var selectedSegmentTintColor: DynamicColor?
    public init(segments: [String] = [], selectedSegmentTintColor: DynamicColor? = nil) {
        self.segments = segments; selectedSegmentIndex = Self.noSegment; self.selectedSegmentTintColor = selectedSegmentTintColor
    }

    /// `selectedSegmentIndex`: an index outside the segments selects none (animrender's
    /// choice; a timeline refuses it with a located error where it can tell).
    public mutating func setSelectedSegmentIndex(_ i: Int) { selectedSegmentIndex = segments.indices.contains(i) ? i : Self.noSegment }
    /// The titles (`init(items:)`, `insertSegment`, `removeSegment`, `setTitle`): a
    /// selection past the new last segment is cleared.
    public mutating func setSegments(_ titles: [String]) {
        segments = titles
        setSelectedSegmentIndex(selectedSegmentIndex)
    }
}
