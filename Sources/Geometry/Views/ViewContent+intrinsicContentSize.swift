extension ViewContent {
    /// UIKit's `intrinsicContentSize` of the class: nil for `plain` (the view's own
    /// properties decide), otherwise a size whose axes are −1 where the class has no
    /// intrinsic metric (`UIView.noIntrinsicMetric`). Text is measured with `text` at the
    /// fonts `category` gives.
    public func intrinsicContentSize(measuring text: any TextMeasuring, category: ContentSizeCategory) -> Size? {
        switch self {
        case .plain: return nil
        case .switch: return ControlMetrics.switchSize
        }
    }
}
