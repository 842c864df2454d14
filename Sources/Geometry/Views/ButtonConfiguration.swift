/// `UIButton.Configuration` (iOS 15): a button's content (title, subtitle, image and how
/// they are arranged) and appearance (a style's background and foreground, the corner
/// style, a preferred size). A button with a configuration ignores `contentEdgeInsets`,
/// `titleEdgeInsets` and `imageEdgeInsets`, as UIKit's does. Its intrinsic size is its
/// content plus `contentInsets` (`ButtonLayout`); the numbers are `ControlMetrics`' and
/// docs/controls.md gives their sources.
public struct ButtonConfiguration: Hashable, Sendable {
    /// The constructor the configuration was made with (`.plain()`, `.tinted()`, …). The
    /// four bordered names of iOS 15 draw as their plain/tinted/gray/filled counterparts.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent

        /// How the style draws: `borderless` is `plain`, `bordered` `gray`, `borderedTinted`
        /// `tinted` and `borderedProminent` `filled`.
        public var appearance: Style {
            switch self {
            case .plain, .borderless: return .plain
            case .tinted, .borderedTinted: return .tinted
            case .gray, .bordered: return .gray
            case .filled, .borderedProminent: return .filled
            }
        }
    }

    /// `NSDirectionalRectEdge` as `imagePlacement` takes it: where the image sits next to
    /// the title (leading is the left in a left-to-right layout).
    public enum ImagePlacement: String, CaseIterable, Hashable, Sendable { case leading, trailing, top, bottom }

    /// `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: String, CaseIterable, Hashable, Sendable { case dynamic, fixed, small, medium, large, capsule }

    /// `UIButton.Configuration.Size`: the title's text style and the default content insets.
    public enum Size: String, CaseIterable, Hashable, Sendable { case mini, small, medium, large }

    public var style: Style
    /// nil or empty: none.
    public var title: String?
    /// A second line under the title; nil or empty: none.
    public var subtitle: String?
    public var image: ViewImage?
    public var imagePlacement: ImagePlacement
    /// Between the image and the text (only when both are shown).
    public var imagePadding: Double
    /// Between the title and the subtitle (only when both are shown).
    public var titlePadding: Double
    /// nil: the size's default (`setDefaultContentInsets()`); otherwise what was set.
    public var contentInsets: DirectionalEdgeInsets?
    public var cornerStyle: CornerStyle
    public var buttonSize: Size
    /// nil: the style's (the tint colour for tinted and filled).
    public var baseBackgroundColor: DynamicColor?
    /// nil: the style's (white for filled, the tint colour otherwise).
    public var baseForegroundColor: DynamicColor?

    public init(style: Style = .plain, title: String? = nil, subtitle: String? = nil, image: ViewImage? = nil,
                imagePlacement: ImagePlacement = .leading, imagePadding: Double = 0, titlePadding: Double = 0,
                contentInsets: DirectionalEdgeInsets? = nil, cornerStyle: CornerStyle = .dynamic, buttonSize: Size = .medium,
                baseBackgroundColor: DynamicColor? = nil, baseForegroundColor: DynamicColor? = nil) {
        self.style = style; self.title = title; self.subtitle = subtitle; self.image = image
        self.imagePlacement = imagePlacement; self.imagePadding = imagePadding; self.titlePadding = titlePadding
        self.contentInsets = contentInsets; self.cornerStyle = cornerStyle; self.buttonSize = buttonSize
        self.baseBackgroundColor = baseBackgroundColor; self.baseForegroundColor = baseForegroundColor
    }

    /// The insets in force: those set, else the size's default.
    public var resolvedContentInsets: DirectionalEdgeInsets {
        contentInsets ?? ControlMetrics.buttonConfigurationInsets(for: buttonSize)
    }

    /// The title's font: the size's text style at the default content size category.
    public var titleFont: FontDescriptor { FontDescriptor(textStyle: ControlMetrics.buttonConfigurationTitleStyle(for: buttonSize)) }
    /// The subtitle's font: one text style smaller than the title's.
    public var subtitleFont: FontDescriptor { FontDescriptor(textStyle: ControlMetrics.buttonConfigurationSubtitleStyle(for: buttonSize)) }

    /// The background's corner radius for a button `height` tall.
    public func cornerRadius(height: Double) -> Double {
        ControlMetrics.buttonCornerRadius(cornerStyle, size: buttonSize, height: height)
    }
}
