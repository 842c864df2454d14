/// The UIKit class a view is an instance of, by UIKit's name: a timeline's `"class"`, a
/// Swift view's dynamic type, frames.json's `class`. A plain `UIView`, a `UILabel` (a view
/// with text) and a `UIStackView` (a view with `stack`) are told by their properties; the
/// other classes carry their own properties in `ViewContent`.
///
/// Adding a class (the steps every class here took):
/// 1. a case here, with its UIKit name as raw value, `isControl` if UIKit's class is a
///    `UIControl`, and its default content hugging;
/// 2. a case of `ViewContent` holding a value type of the class's own properties with
///    UIKit's defaults (`init(defaultFor:)`), and what the class measures
///    (`ViewContent+intrinsicContentSize`, sizes in `ControlMetrics`);
/// 3. the timeline's property names (`ViewClassFormat.contentFields`), how each is decoded
///    (`ViewPropertyDecoder+decodeClassProperty`) and applied (`ClassProperty`), and their
///    JSON Schema (`TimelineSchema+viewClasses`);
/// 4. its drawing (`Render/Controls`), its Swift class (`Sources/AnimRenderUIKit/Controls`)
///    that keeps a `ViewContent` up to date, and a row in docs/controls.md.
public enum ViewClass: String, CaseIterable, Hashable, Sendable {
    case view = "UIView"
    case label = "UILabel"
    case stackView = "UIStackView"
    case button = "UIButton"
    case imageView = "UIImageView"
    case textField = "UITextField"
    case textView = "UITextView"
    case `switch` = "UISwitch"
    case slider = "UISlider"
    case stepper = "UIStepper"
    case segmentedControl = "UISegmentedControl"
    case activityIndicatorView = "UIActivityIndicatorView"
    case progressView = "UIProgressView"
    case pageControl = "UIPageControl"
    case scrollView = "UIScrollView"
    case collectionView = "UICollectionView"
    case collectionViewCell = "UICollectionViewCell"
    case collectionReusableView = "UICollectionReusableView"
    case tableView = "UITableView"
    case tableViewCell = "UITableViewCell"

    /// Whether UIKit's class descends from `UIControl` (takes touches; the tap-target
    /// check holds it to 44 × 44 pt).
    public var isControl: Bool {
        switch self {
        case .view, .label, .stackView, .imageView, .textView, .activityIndicatorView, .progressView, .scrollView,
             .collectionView, .collectionViewCell, .collectionReusableView, .tableView, .tableViewCell: return false
        case .button, .textField, .switch, .slider, .stepper, .segmentedControl, .pageControl: return true
        }
    }

    /// The content hugging priorities a new view of the class has (horizontal,
    /// vertical): 750 for the fixed-size UISwitch, UIStepper and UIActivityIndicatorView,
    /// 750 vertically for UIProgressView, 250 otherwise, as UIKit's classes report them
    /// (docs/controls.md). Compression resistance is 750 for every class.
    public var contentHuggingPriority: (horizontal: Double, vertical: Double) {
        switch self {
        case .switch, .stepper, .activityIndicatorView: return (750, 750)
        case .progressView: return (250, 750)
        default: return (250, 250)
        }
    }

    /// Whether the engine lays the class out as a scroll view (content and frame layout
    /// guides, a content offset): UIScrollView, UICollectionView and UITableView. UITextView, UIKit's
    /// subclass, is laid out as a view of its own size whose text is not scrolled (docs/controls.md).
    public var isScrollView: Bool { self == .scrollView || self == .collectionView || self == .tableView }

    /// Whether a new view of the class clips its subviews (`clipsToBounds`): a scroll view's
    /// init turns it on, as UIKit's does, and so does a text view's (a scroll view) and a
    /// table cell's.
    public var clipsToBoundsByDefault: Bool { isScrollView || self == .textView || self == .tableViewCell }

    /// Whether the class sets the frames of its own subviews and animates them (row
    /// animations, batch updates, floating headers): UITableView and UICollectionView, whose
    /// cells, section title views and supplementary views translate their autoresizing
    /// masks, so the constraints those become are the system's to move
    /// (`ConstraintViolation.Kind.system` in flight).
    public var placesItsSubviews: Bool { self == .tableView || self == .collectionView }

    /// Whether a timeline may declare a view of the class with `"class"`: a collection
    /// view's cells and supplementary views are made by the collection view from its
    /// prototypes (docs/collections.md), a table view's cells from its (docs/tables.md).
    public var isDeclarable: Bool {
        switch self {
        case .collectionViewCell, .collectionReusableView, .tableViewCell: return false
        default: return true
        }
    }

    /// The classes a timeline may name in `"class"`.
    public static var declarable: [ViewClass] { allCases.filter(\.isDeclarable) }

    /// The UIKit name, as written in a timeline and in frames.json.
    public var name: String { rawValue }
}
