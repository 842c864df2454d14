import Geometry

/// A scroll view's insets (see `LayoutEngine+scrollViews`): the adjusted content inset and
/// the safe area it passes on, read from the node alone.
extension ViewNode {
    /// `adjustedContentInset` as of the last pass: `contentInset` plus the safe-area insets
    /// of the axes the behaviour adjusts (Apple's documentation of each case):
    /// `always` both, `never` neither, `scrollableAxes` an axis whose content is larger than
    /// the bounds or which always bounces (a table's vertical axis always is); `automatic`
    /// adjusts as `scrollableAxes` here (it differs only for a scroll view shown by a
    /// navigation or tab bar controller).
    var adjustedContentInset: EdgeInsets {
        guard let scroll = spec.scroll else { return .zero }
        let c = scroll.contentInset, s = safeAreaInsets
        let (vertical, horizontal) = adjustedAxes
        return EdgeInsets(top: c.top + (vertical ? s.top : 0), left: c.left + (horizontal ? s.left : 0),
                          bottom: c.bottom + (vertical ? s.bottom : 0), right: c.right + (horizontal ? s.right : 0))
    }

    /// Which axes take the safe area into the adjusted inset.
    var adjustedAxes: (vertical: Bool, horizontal: Bool) {
        guard let scroll = spec.scroll else { return (false, false) }
        switch scroll.contentInsetAdjustmentBehavior {
        case .always: return (true, true)
        case .never: return (false, false)
        case .automatic, .scrollableAxes:
            // A table scrolls vertically whatever its content (UIKit's tables bounce when
            // empty), so its rows start under the status bar from the first pass, when its
            // contentSize is still zero.
            let size = layoutRect.size
            return (scrollContentSize.height > size.height || scroll.alwaysBounceVertical || spec.content.table != nil,
                    scrollContentSize.width > size.width || scroll.alwaysBounceHorizontal)
        }
    }

    /// The safe-area insets a scroll view passes on to a subview: the part of its own it
    /// overlaps where the subview is on screen, without the edges `adjustedContentInset`
    /// already takes in.
    var safeAreaInsetsInside: EdgeInsets {
        let s = safeAreaInsets
        let (vertical, horizontal) = adjustedAxes
        return EdgeInsets(top: vertical ? 0 : s.top, left: horizontal ? 0 : s.left,
                          bottom: vertical ? 0 : s.bottom, right: horizontal ? 0 : s.right)
    }
}
