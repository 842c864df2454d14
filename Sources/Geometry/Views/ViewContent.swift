/// What a view of a class with properties of its own holds beyond UIView's: the class and
/// that class's properties, with UIKit's defaults. Both front ends make one (a timeline's
/// `"class"` and properties; a Swift `UISwitch`), the engine measures it
/// (`intrinsicContentSize(measuring:category:)`), a frame carries it and the renderer draws
/// it. `plain` is every view whose class its properties tell (UIView, UILabel, UIStackView).
///
/// See `ViewClass` for how a class is added.
public enum ViewContent: Hashable, Sendable {
    case plain
    /// Boxed: a button with a configuration is large, and every view carries a `ViewContent`
    /// (deep hierarchies recurse over them).
    indirect case button(ButtonContent)
    case imageView(ImageViewContent)
    case textField(TextFieldContent)
    case textView(TextViewContent)
    case `switch`(SwitchContent)
    case slider(SliderContent)
    case stepper(StepperContent)
    case segmentedControl(SegmentedControlContent)
    case activityIndicatorView(ActivityIndicatorContent)
    case progressView(ProgressViewContent)
    case pageControl(PageControlContent)
    case scroll(ScrollContent)
    /// A UICollectionView: a scroll view whose content its layout places (docs/collections.md).
    case collectionView(ScrollContent)
    /// A collection view's cell, with the index path it shows (nil while it waits for
    /// reuse), or a supplementary view (a header, a footer): plain views the collection view
    /// places and names.
    case collectionViewCell(indexPath: ItemPath?)
    case collectionReusableView
    case table(TableContent)
    case tableCell(TableCellContent)

    /// The class, or nil for `plain` (a UIView, UILabel or UIStackView by its properties).
    public var viewClass: ViewClass? {
        switch self {
        case .plain: return nil
        case .button: return .button
        case .imageView: return .imageView
        case .textField: return .textField
        case .textView: return .textView
        case .switch: return .switch
        case .slider: return .slider
        case .stepper: return .stepper
        case .segmentedControl: return .segmentedControl
        case .activityIndicatorView: return .activityIndicatorView
        case .progressView: return .progressView
        case .pageControl: return .pageControl
        case .scroll: return .scrollView
        case .collectionView: return .collectionView
        case .collectionViewCell: return .collectionViewCell
        case .collectionReusableView: return .collectionReusableView
        case .table: return .tableView
        case .tableCell: return .tableViewCell
        }
    }

    /// The scroll view properties of a UIScrollView (or a subclass's); nil for other classes.
    public var scroll: ScrollContent? {
        get {
            switch self {
            case .scroll(let s), .collectionView(let s): return s
            case .table(let t): return t.scroll
            default: return nil
            }
        }
        set {
            guard let newValue else { if scroll != nil { self = .plain }; return }
            switch self {
            case .scroll, .plain: self = .scroll(newValue)
            case .collectionView: self = .collectionView(newValue)
            case .table(var t): t.scroll = newValue; self = .table(t)
            default: break
            }
        }
    }

    /// The content a new view of `viewClass` has: UIKit's defaults.
    public init(defaultFor viewClass: ViewClass) {
        switch viewClass {
        case .view, .label, .stackView: self = .plain
        case .button: self = .button(ButtonContent())
        case .imageView: self = .imageView(ImageViewContent())
        case .textField: self = .textField(TextFieldContent())
        case .textView: self = .textView(TextViewContent())
        case .switch: self = .switch(SwitchContent())
        case .slider: self = .slider(SliderContent())
        case .stepper: self = .stepper(StepperContent())
        case .segmentedControl: self = .segmentedControl(SegmentedControlContent())
        case .activityIndicatorView: self = .activityIndicatorView(ActivityIndicatorContent())
        case .progressView: self = .progressView(ProgressViewContent())
        case .pageControl: self = .pageControl(PageControlContent())
        case .scrollView: self = .scroll(ScrollContent())
        case .collectionView: self = .collectionView(ScrollContent())
        case .collectionViewCell: self = .collectionViewCell(indexPath: nil)
        case .collectionReusableView: self = .collectionReusableView
        case .tableView: self = .table(TableContent())
        case .tableViewCell: self = .tableCell(TableCellContent())
        }
    }

    /// Whether the intrinsic size depends on the view's width, so that the engine measures
    /// it again at the width each layout gives the view (as it does a wrapping label): a
    /// text view that does not scroll.
    public var measuresAtLayoutWidth: Bool {
        if case .textView(let t) = self { return !t.isScrollEnabled }
        return false
    }

    /// A UITableView's own properties; nil for other classes.
    public var table: TableContent? {
        if case .table(let t) = self { return t }
        return nil
    }

    /// A UITableViewCell's own properties; nil for other classes.
    public var tableCell: TableCellContent? {
        if case .tableCell(let c) = self { return c }
        return nil
    }

    /// The index path a table or collection view cell shows now (frames.json's
    /// `indexPath`); nil for other views and for a cell waiting for reuse.
    public var indexPath: ItemPath? {
        switch self {
        case .collectionViewCell(let path): return path
        case .tableCell(let c): return c.indexPath
        default: return nil
        }
    }

    /// Whether the view is a `UIControl`.
    public var isControl: Bool { viewClass?.isControl ?? false }
}
