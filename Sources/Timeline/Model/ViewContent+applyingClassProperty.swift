import Geometry

extension ViewContent {
    /// The content with `property` set, as the class's setter would set it. Validation
    /// lets through only the properties of the view's class (`ViewClassFormat`); a
    /// property of another class leaves the content as it is.
    public func applying(_ property: ClassProperty) -> ViewContent {
        switch self {
        case .plain: return self
        case .button(var b):
            switch property {
            case .buttonType(let t): b.buttonType = t
            case .title(let t): b.title = t
            case .titleColor(let c): b.titleColor = c
            case .contentEdgeInsets(let i): b.contentEdgeInsets = i
            case .titleEdgeInsets(let i): b.titleEdgeInsets = i
            case .imageEdgeInsets(let i): b.imageEdgeInsets = i
            case .image(let i): b.image = i
            case .configuration(let patch): b.configuration = patch.map { $0.applied(to: b.configuration) }
            default: break
            }
            return .button(b)
        case .textField(let t): return .textField(t.applying(property))
        case .textView(let t): return .textView(t.applying(property))
        case .imageView(var v):
            switch property {
            case .image(let i): v.image = i
            case .contentMode(let m): v.contentMode = m
            default: break
            }
            return .imageView(v)
        case .switch(var s):
            switch property {
            case .isOn(let on): s.isOn = on
            case .onTintColor(let c): s.onTintColor = c
            case .thumbTintColor(let c): s.thumbTintColor = c
            default: break
            }
            return .switch(s)
        case .slider(var s):
            switch property {
            case .value(let v): s.setValue(v)
            case .minimumValue(let v): s.setMinimumValue(v)
            case .maximumValue(let v): s.setMaximumValue(v)
            case .minimumTrackTintColor(let c): s.minimumTrackTintColor = c
            case .maximumTrackTintColor(let c): s.maximumTrackTintColor = c
            default: break
            }
            return .slider(s)
        case .stepper(var s):
            switch property {
            case .value(let v): s.setValue(v)
            case .minimumValue(let v): s.setMinimumValue(v)
            case .maximumValue(let v): s.setMaximumValue(v)
            case .stepValue(let v): s.setStepValue(v)
            default: break
            }
            return .stepper(s)
        case .segmentedControl(var s):
            switch property {
            case .items(let i): s.setSegments(i)
            case .selectedSegmentIndex(let i): s.setSelectedSegmentIndex(i)
            case .selectedSegmentTintColor(let c): s.selectedSegmentTintColor = c
            default: break
            }
            return .segmentedControl(s)
        case .activityIndicatorView(var a):
            switch property {
            case .activityIndicatorStyle(let s): a.style = s
            case .isAnimating(let on): a.isAnimating = on
            case .hidesWhenStopped(let h): a.hidesWhenStopped = h
            case .color(let c): a.color = c
            default: break
            }
            return .activityIndicatorView(a)
        case .progressView(var p):
            switch property {
            case .progress(let v): p.setProgress(v)
            case .progressViewStyle(let s): p.progressViewStyle = s
            case .progressTintColor(let c): p.progressTintColor = c
            case .trackTintColor(let c): p.trackTintColor = c
            default: break
            }
            return .progressView(p)
        case .pageControl(var p):
            switch property {
            case .numberOfPages(let n): p.setNumberOfPages(n)
            case .currentPage(let n): p.setCurrentPage(n)
            case .hidesForSinglePage(let h): p.hidesForSinglePage = h
            case .pageIndicatorTintColor(let c): p.pageIndicatorTintColor = c
            case .currentPageIndicatorTintColor(let c): p.currentPageIndicatorTintColor = c
            default: break
            }
            return .pageControl(p)
        case .collectionViewCell, .collectionReusableView: return self
        case .scroll(let s): return .scroll(s.applying(property))
        case .collectionView(let s): return .collectionView(s.applying(property))
        case .table(var t):
            t.scroll = t.scroll.applying(property)
            return .table(t)
        case .tableCell: return self
        }
    }
}

extension ScrollContent {
    /// A UIScrollView's (or a subclass's) properties with `property` set.
    func applying(_ property: ClassProperty) -> ScrollContent {
            var s = self
            switch property {
            case .contentSize(let size): s.contentSize = size
            case .contentInset(let i): s.contentInset = i
            case .contentInsetAdjustmentBehavior(let b): s.contentInsetAdjustmentBehavior = b
            case .alwaysBounceVertical(let b): s.alwaysBounceVertical = b
            case .alwaysBounceHorizontal(let b): s.alwaysBounceHorizontal = b
            case .showsVerticalScrollIndicator(let b): s.showsVerticalScrollIndicator = b
            case .showsHorizontalScrollIndicator(let b): s.showsHorizontalScrollIndicator = b
            default: break
            }
            return s
    }
}
