extension ViewContent {
    /// UIKit's `intrinsicContentSize` of the class: nil for `plain` (the view's own
    /// properties decide), otherwise a size whose axes are −1 where the class has no
    /// intrinsic metric (`UIView.noIntrinsicMetric`). Text is measured with `text` (as a
    /// label measures it: widths and heights rounded up to whole points) at the fonts
    /// `category` gives. A class that `measuresAtLayoutWidth` is measured `width` wide (the
    /// width layout gave the view; nil before any layout: its text unwrapped). The numbers
    /// are `ControlMetrics`'.
    public func intrinsicContentSize(measuring text: any TextMeasuring, category: ContentSizeCategory, width: Double? = nil) -> Size? {
        typealias M = ControlMetrics
        let none = -1.0
        func measure(_ s: String, _ font: FontDescriptor) -> Size {
            text.measure(s, font: font, maxWidth: nil, numberOfLines: 1).size
        }
        switch self {
        case .plain:
            return nil
        case .button(let b):
            return b.layout(in: nil, measuring: text).size
        case .textField(let t):
            return textFieldSize(t, font: t.font.resolved(for: category), measure: measure)
        case .textView(let t):
            guard !t.isScrollEnabled else { return Size(none, none) }
            let font = t.font.resolved(for: category)
            return t.fittingSize(width: width) { s, _, maxWidth in
                text.measure(s, font: font, maxWidth: maxWidth, numberOfLines: 0).size
            }
        case .imageView(let v):
            return v.image.map(\.size) ?? Size(none, none)
        case .switch:
            return M.switchSize
        case .stepper:
            return M.stepperSize
        case .activityIndicatorView(let a):
            let side = a.style == .large ? M.activityIndicatorLarge : M.activityIndicatorMedium
            return Size(side, side)
        case .progressView(let p):
            return Size(none, p.progressViewStyle == .bar ? M.progressBarHeight : M.progressViewHeight)
        case .slider:
            return Size(none, M.sliderHeight)
        case .segmentedControl(let s):
            let font = FontDescriptor(size: M.segmentFontSize, weight: .medium)
            let widest = s.segments.map { measure($0, font).width }.max() ?? 0
            return Size(s.segments.isEmpty ? 0 : Double(s.segments.count) * (widest + 2 * M.segmentPadding), M.segmentedControlHeight)
        case .pageControl(let p):
            return p.isShown ? M.pageControlSize(forNumberOfPages: p.numberOfPages) : .zero
        case .scroll, .collectionView, .collectionViewCell, .collectionReusableView, .table, .tableCell:
            return Size(none, none)
        }
    }

    /// A text field: its shown line (the text, bullets when secure, else the placeholder;
    /// one line's height when both are empty) at `font` (the field's at the text size) plus the border style's insets, and the clear
    /// button after the text when it shows.
    private func textFieldSize(_ t: TextFieldContent, font: FontDescriptor, measure: (String, FontDescriptor) -> Size) -> Size {
        typealias M = ControlMetrics
        var line = t.shownLine.map { measure($0.string, font) } ?? Size(0, measure("X", font).height)
        if t.showsClearButton {
            line = Size(line.width + M.textFieldClearButtonGap + M.textFieldClearButtonSide, max(line.height, M.textFieldClearButtonSide))
        }
        let i = t.borderInsets
        return Size(line.width + i.left + i.right, line.height + i.top + i.bottom)
    }
}
