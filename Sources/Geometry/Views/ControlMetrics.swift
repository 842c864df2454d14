/// The one table of control sizes: UIKit's intrinsic sizes and the insets, fonts and
/// spacings a control is measured and drawn with, in points. Apple's published figures
/// (or sizes UIKit reports on a device) where they exist, each with its source in
/// docs/controls.md, which repeats this table; the others are chosen there and marked so.
/// Every measurement and every drawing reads them here.
public enum ControlMetrics {
    // MARK: Fixed sizes

    /// `UISwitch`, whatever its frame.
    public static let switchSize = Size(51, 31)
    /// `UIStepper` (iOS 13 and later).
    public static let stepperSize = Size(94, 32)
    /// `UIActivityIndicatorView` `.medium` and `.large`.
    public static let activityIndicatorMedium = 20.0
    public static let activityIndicatorLarge = 37.0

    // MARK: One fixed side

    /// `UIProgressView`'s height, `.default` (iOS 14 and later) and `.bar`; no intrinsic width.
    public static let progressViewHeight = 4.0
    public static let progressBarHeight = 2.0
    /// `UISlider`'s height (no intrinsic width), its thumb and its track.
    public static let sliderHeight = 31.0
    public static let sliderThumbDiameter = 28.0
    public static let sliderTrackHeight = 4.0
    /// `UISegmentedControl`'s height (iOS 13 and later); each segment is as wide as the
    /// widest title plus this on each side, at this font size.
    public static let segmentedControlHeight = 32.0
    public static let segmentPadding = 12.0
    public static let segmentFontSize = 13.0
    /// `UIPageControl` (iOS 14 and later): height, indicator diameter, the step from one
    /// indicator to the next, and the margin at each end.
    public static let pageControlHeight = 26.0
    public static let pageIndicatorDiameter = 8.0
    public static let pageIndicatorStep = 16.0
    public static let pageControlMargin = 12.0

    // MARK: Images

    /// The point size of a symbol image without a configuration (body).
    public static let symbolDefaultPointSize = 17.0
    /// A symbol's placeholder: a square 1.2 times the point size (chosen: SF Symbols are
    /// drawn about as tall as the font's ascender-to-descender span at that size).
    public static func symbolSize(pointSize: Double) -> Size { Size(pointSize * 1.2, pointSize * 1.2) }

    /// `UIPageControl.size(forNumberOfPages:)`: the margin at each end and a step per page,
    /// at the control's height; nothing for no pages.
    public static func pageControlSize(forNumberOfPages n: Int) -> Size {
        n <= 0 ? .zero : Size(2 * pageControlMargin + Double(n) * pageIndicatorStep, pageControlHeight)
    }

    // MARK: Buttons

    /// The title font size of an older-style button (`UIButton(type:)`, system and custom).
    public static let buttonFontSize = 15.0
    /// Above and below an older-style button's title, inside `contentEdgeInsets`.
    public static let buttonTitleVerticalPadding = 6.0
    /// The narrowest a system button is, inside `contentEdgeInsets`.
    public static let systemButtonMinimumWidth = 30.0

    // MARK: Text inputs

    /// `UITextField`'s and `UITextView`'s default font size: the body style of the system
    /// font at the default text size (UIKit's documentation of both `font` properties).
    public static let textInputFontSize = 17.0
    /// A rounded-rect field's text inset at the left and right, and above and below the
    /// line (34 pt tall with a 17 pt font, whose line is 21 pt).
    public static let roundedTextFieldHorizontalInset = 7.0
    public static let roundedTextFieldVerticalInset = 6.5
    /// A line or bezel border's inset around the text.
    public static let borderedTextFieldInset = 2.0
    /// The clear button: a circle this wide, this far after the text.
    public static let textFieldClearButtonSide = 19.0
    public static let textFieldClearButtonGap = 6.0
    /// A rounded-rect field's corner radius.
    public static let roundedTextFieldCornerRadius = 5.0
    /// What a secure field shows for each character.
    public static let secureTextBullet = "\u{2022}"
    /// `UITextView`'s default `textContainerInset` and `textContainer.lineFragmentPadding`.
    public static let textViewContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    public static let textViewLineFragmentPadding = 5.0

    // MARK: Button configurations (iOS 15)

    /// `UIButton.Configuration`'s default `contentInsets` by `buttonSize`: medium is
    /// (7, 12, 7, 12), as UIKit reports it (Apple's forums, docs/controls.md); the others
    /// are chosen to keep the same proportions.
    public static func buttonConfigurationInsets(for size: ButtonConfiguration.Size) -> DirectionalEdgeInsets {
        switch size {
        case .mini: return DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: return DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: return DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: return DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// A configuration's title text style by `buttonSize`: body (17 pt) for medium and large,
    /// subheadline (15) for small, footnote (13) for mini.
    public static func buttonConfigurationTitleStyle(for size: ButtonConfiguration.Size) -> TextStyle {
        switch size {
        case .mini: return .footnote
        case .small: return .subheadline
        case .medium, .large: return .body
        }
    }

    /// The subtitle's: one step smaller (subheadline, footnote, caption2).
    public static func buttonConfigurationSubtitleStyle(for size: ButtonConfiguration.Size) -> TextStyle {
        switch size {
        case .mini: return .caption2
        case .small: return .footnote
        case .medium, .large: return .subheadline
        }
    }

    /// The background's corner radius (chosen): `small` 4, `medium` 8, `large` 12, `capsule`
    /// half the height; `dynamic` and `fixed` (the background's own radius) 6 for a mini or
    /// small button, 8 for medium and 10 for large.
    public static func buttonCornerRadius(_ style: ButtonConfiguration.CornerStyle, size: ButtonConfiguration.Size,
                                          height: Double) -> Double {
        switch style {
        case .small: return 4
        case .medium: return 8
        case .large: return 12
        case .capsule: return max(0, height / 2)
        case .dynamic, .fixed:
            switch size {
            case .mini, .small: return 6
            case .medium: return 8
            case .large: return 10
            }
        }
    }

    /// A tinted button's background: the base background colour at this opacity in the
    /// light appearance and the dark one (chosen, as UIKit's tinted buttons look).
    public static let tintedBackgroundAlpha = (light: 0.15, dark: 0.25)
}
