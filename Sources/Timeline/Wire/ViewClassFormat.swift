import Geometry

/// Which keys a view object (and a `set` change) takes, by the view's `"class"`: UIView's
/// properties for every class, plus the class's own, by UIKit's names. A view without
/// `"class"` takes UIView's, UILabel's and UIStackView's (it becomes a label by `text`, a
/// stack view by `stack`). The JSON Schema and the error messages read this table.
public enum ViewClassFormat {
    /// UILabel's properties (a view with `text` is a label).
    public static let labelFields = ["text", "font", "textColor", "numberOfLines", "preferredMaxLayoutWidth", "textAlignment"]
    /// UIStackView's.
    public static let stackFields = ["stack"]
    /// UIScrollView's (and its subclasses').
    public static let scrollFields = ["contentSize", "contentOffset", "contentInset", "contentInsetAdjustmentBehavior",
                                      "alwaysBounceVertical", "alwaysBounceHorizontal", "showsVerticalScrollIndicator",
                                      "showsHorizontalScrollIndicator"]
    /// UICollectionView's own, beyond a scroll view's (docs/collections.md).
    public static let collectionFields = ["collectionViewLayout", "cells", "headers", "footers", "sections"]
    /// A collection view's `collectionViewLayout` (UICollectionViewFlowLayout's properties).
    public static let flowLayoutFields = ["itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
                                          "sectionInset", "headerReferenceSize", "footerReferenceSize", "scrollDirection",
                                          "sectionHeadersPinToVisibleBounds"]
    /// A cell prototype's own keys, beside UIView's properties (the cell's).
    public static let cellPrototypeFields = ["views", "constraints"]
    /// A table cell prototype's: a collection cell's and UITableViewCell's `accessoryType`
    /// and `style` (`init(style:reuseIdentifier:)`).
    public static let tableCellPrototypeFields = cellPrototypeFields + ["accessoryType", "style"]
    /// A collection section's keys; an item's (a table row's too).
    public static let collectionSectionFields = ["header", "items", "footer"]
    /// A section a section update inserts or reloads: its items.
    public static let updatedSectionFields = ["items"]
    public static let cellItemFields = ["cell", "texts"]
    /// A collection section's `header` or `footer`: its prototype and texts.
    public static let supplementItemFields = ["view", "texts"]
    /// UITableView's own, beyond a scroll view's (docs/tables.md): its `TableContent` and
    /// its prototypes and rows.
    public static let tableFields = ["style", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
                                     "separatorStyle", "separatorInset", "cells", "sections"]
    /// A table section's keys: its rows and its header's and footer's titles.
    public static let tableSectionFields = ["rows", "headerTitle", "footerTitle"]
    /// What a class declares once, in its view object, and a `set` cannot change: a
    /// collection's and a table's content and cells.
    public static func declaredFields(of c: ViewClass?) -> [String] {
        switch c {
        case .collectionView: return collectionFields
        case .tableView: return tableFields
        default: return []
        }
    }
    /// UIView's own properties: what every class takes.
    public static let viewFields = ViewPropertyDecoder.fields.filter { !labelFields.contains($0) && !stackFields.contains($0) }

    /// The properties a class has beyond UIView's that live in its `ViewContent` (a
    /// UILabel's and a UIStackView's are the view's own, see `ownFields`).
    public static func contentFields(of c: ViewClass) -> [String] {
        switch c {
        case .view, .label, .stackView, .collectionViewCell, .collectionReusableView: return []
        case .textField: return ["text", "placeholder", "font", "textColor", "textAlignment", "borderStyle", "clearButtonMode",
                                 "isSecureTextEntry"]
        case .textView: return ["text", "font", "textColor", "textAlignment", "isScrollEnabled", "textContainerInset", "lineFragmentPadding"]
        case .button: return ["buttonType", "title", "titleColor", "contentEdgeInsets", "image", "titleEdgeInsets", "imageEdgeInsets",
                              "configuration"]
        case .imageView: return ["image", "contentMode"]
        case .switch: return ["isOn", "onTintColor", "thumbTintColor"]
        case .slider: return ["value", "minimumValue", "maximumValue", "minimumTrackTintColor", "maximumTrackTintColor"]
        case .stepper: return ["value", "minimumValue", "maximumValue", "stepValue"]
        case .segmentedControl: return ["items", "selectedSegmentIndex", "selectedSegmentTintColor"]
        case .activityIndicatorView: return ["style", "isAnimating", "hidesWhenStopped", "color"]
        case .progressView: return ["progress", "progressViewStyle", "progressTintColor", "trackTintColor"]
        case .pageControl: return ["numberOfPages", "currentPage", "hidesForSinglePage", "pageIndicatorTintColor",
                                   "currentPageIndicatorTintColor"]
        case .scrollView: return scrollFields
        case .collectionView: return scrollFields + collectionFields
        case .tableView: return scrollFields + tableFields
        case .tableViewCell: return []
        }
    }

    /// The keys of a button's `"configuration"` (`UIButton.Configuration`'s names; `style`
    /// is the constructor: `plain`, `tinted`, `gray`, `filled`, …).
    public static let buttonConfigurationFields = ["style", "title", "subtitle", "image", "imagePlacement", "imagePadding",
                                                   "titlePadding", "contentInsets", "cornerStyle", "buttonSize",
                                                   "baseBackgroundColor", "baseForegroundColor"]

    /// The keys of an image object (an SF Symbol).
    public static let symbolImageFields = ["systemName", "pointSize"]

    /// A class's properties beyond UIView's.
    public static func ownFields(of c: ViewClass) -> [String] {
        switch c {
        case .label: return labelFields
        case .stackView: return stackFields
        default: return contentFields(of: c)
        }
    }

    /// Every property key a view of `c` takes; nil is a view without `"class"`.
    public static func fields(of c: ViewClass?) -> [String] {
        guard let c else { return ViewPropertyDecoder.fields }
        return viewFields + ownFields(of: c)
    }

    /// Every class's own content properties, each once, in class order.
    public static let allContentFields: [String] = ViewClass.allCases.flatMap(contentFields(of:)).reduce(into: []) { all, key in
        if !all.contains(key) { all.append(key) }
    }

    /// Every key a view object or `set` may hold, whatever the class.
    public static let allFields = ViewPropertyDecoder.fields + allContentFields.filter { !ViewPropertyDecoder.fields.contains($0) }

    /// The classes that have `key` among their own properties.
    public static func classes(having key: String) -> [ViewClass] {
        ViewClass.allCases.filter { ownFields(of: $0).contains(key) }
    }
}
