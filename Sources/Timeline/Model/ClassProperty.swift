import Geometry

/// One property of a view's class beyond UIView's (a UISwitch's `isOn`, a slider's
/// `value`, …), by UIKit's name, its value validated. A view declared with `"class"`
/// carries these as `ViewProperty.content`; a `set` change on it may change them. Which
/// class has which property is `ViewClassFormat`'s table; a name several classes share
/// (`value`, `text`, `font`, …) is one case, applied to whichever class the view is.
public enum ClassProperty: Hashable, Sendable {
    // UIButton
    case buttonType(ButtonContent.ButtonType)
    case title(String?)
    case titleColor(DynamicColor?)
    case contentEdgeInsets(EdgeInsets)
    // UITextField, UITextView
    case text(String?)
    case font(FontDescriptor)
    case textColor(DynamicColor?)
    case textAlignment(TextAlignment)
    // UITextField
    case placeholder(String?)
    case borderStyle(TextFieldContent.BorderStyle)
    case clearButtonMode(TextFieldContent.ViewMode)
    case isSecureTextEntry(Bool)
    // UITextView
    case isScrollEnabled(Bool)
    case textContainerInset(EdgeInsets)
    case lineFragmentPadding(Double)
    case titleEdgeInsets(EdgeInsets)
    case imageEdgeInsets(EdgeInsets)
    /// nil: `configuration = nil` (the older style).
    case configuration(ButtonConfigurationPatch?)
    // UIImageView
    case image(ViewImage?)
    case contentMode(ContentMode)
    // UISwitch
    case isOn(Bool)
    case onTintColor(DynamicColor?)
    case thumbTintColor(DynamicColor?)
    // UISlider, UIStepper
    case value(Double)
    case minimumValue(Double)
    case maximumValue(Double)
    // UISlider
    case minimumTrackTintColor(DynamicColor?)
    case maximumTrackTintColor(DynamicColor?)
    // UIStepper
    case stepValue(Double)
    // UISegmentedControl
    case items([String])
    case selectedSegmentIndex(Int)
    case selectedSegmentTintColor(DynamicColor?)
    // UIActivityIndicatorView
    case activityIndicatorStyle(ActivityIndicatorContent.Style)
    case isAnimating(Bool)
    case hidesWhenStopped(Bool)
    case color(DynamicColor?)
    // UIProgressView
    case progress(Double)
    case progressViewStyle(ProgressViewContent.Style)
    case progressTintColor(DynamicColor?)
    case trackTintColor(DynamicColor?)
    // UIPageControl
    case numberOfPages(Int)
    case currentPage(Int)
    case hidesForSinglePage(Bool)
    case pageIndicatorTintColor(DynamicColor?)
    case currentPageIndicatorTintColor(DynamicColor?)
    // UIScrollView
    /// nil: the content layout guide's constraints decide it.
    case contentSize(Size?)
    /// Where the content is scrolled to: set on the scroll view (its `bounds.origin`), not
    /// kept in its content; see `TimelineDriver`.
    case contentOffset(Point)
    case contentInset(EdgeInsets)
    case contentInsetAdjustmentBehavior(ContentInsetAdjustmentBehavior)
    case alwaysBounceVertical(Bool)
    case alwaysBounceHorizontal(Bool)
    case showsVerticalScrollIndicator(Bool)
    case showsHorizontalScrollIndicator(Bool)

    /// The JSON key.
    public var name: String {
        switch self {
        case .buttonType: return "buttonType"
        case .title: return "title"
        case .titleColor: return "titleColor"
        case .contentEdgeInsets: return "contentEdgeInsets"
        case .text: return "text"
        case .font: return "font"
        case .textColor: return "textColor"
        case .textAlignment: return "textAlignment"
        case .placeholder: return "placeholder"
        case .borderStyle: return "borderStyle"
        case .clearButtonMode: return "clearButtonMode"
        case .isSecureTextEntry: return "isSecureTextEntry"
        case .isScrollEnabled: return "isScrollEnabled"
        case .textContainerInset: return "textContainerInset"
        case .lineFragmentPadding: return "lineFragmentPadding"
        case .titleEdgeInsets: return "titleEdgeInsets"
        case .imageEdgeInsets: return "imageEdgeInsets"
        case .configuration: return "configuration"
        case .image: return "image"
        case .contentMode: return "contentMode"
        case .isOn: return "isOn"
        case .onTintColor: return "onTintColor"
        case .thumbTintColor: return "thumbTintColor"
        case .value: return "value"
        case .minimumValue: return "minimumValue"
        case .maximumValue: return "maximumValue"
        case .minimumTrackTintColor: return "minimumTrackTintColor"
        case .maximumTrackTintColor: return "maximumTrackTintColor"
        case .stepValue: return "stepValue"
        case .items: return "items"
        case .selectedSegmentIndex: return "selectedSegmentIndex"
        case .selectedSegmentTintColor: return "selectedSegmentTintColor"
        case .activityIndicatorStyle: return "style"
        case .isAnimating: return "isAnimating"
        case .hidesWhenStopped: return "hidesWhenStopped"
        case .color: return "color"
        case .progress: return "progress"
        case .progressViewStyle: return "progressViewStyle"
        case .progressTintColor: return "progressTintColor"
        case .trackTintColor: return "trackTintColor"
        case .numberOfPages: return "numberOfPages"
        case .currentPage: return "currentPage"
        case .hidesForSinglePage: return "hidesForSinglePage"
        case .pageIndicatorTintColor: return "pageIndicatorTintColor"
        case .currentPageIndicatorTintColor: return "currentPageIndicatorTintColor"
        case .contentSize: return "contentSize"
        case .contentOffset: return "contentOffset"
        case .contentInset: return "contentInset"
        case .contentInsetAdjustmentBehavior: return "contentInsetAdjustmentBehavior"
        case .alwaysBounceVertical: return "alwaysBounceVertical"
        case .alwaysBounceHorizontal: return "alwaysBounceHorizontal"
        case .showsVerticalScrollIndicator: return "showsVerticalScrollIndicator"
        case .showsHorizontalScrollIndicator: return "showsHorizontalScrollIndicator"
        }
    }
}

extension ClassProperty {
    /// The property with the images it names replaced by `transform`'s.
    func mappingImages(_ transform: (ViewImage) -> ViewImage) -> ClassProperty {
        switch self {
        case .image(let i): return .image(i.map(transform))
        case .configuration(let p): return .configuration(p?.mappingImages(transform))
        default: return self
        }
    }
}
