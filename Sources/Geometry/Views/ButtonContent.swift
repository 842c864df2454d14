/// `UIButton` in the older style (no `UIButton.Configuration`): its type, the title and
/// title colour for the normal state, and `contentEdgeInsets`. Its intrinsic size is the
/// title's, 6 pt clear above and below it, a system button at least 30 pt wide, plus
/// `contentEdgeInsets` (docs/controls.md).
public struct ButtonContent: Hashable, Sendable {
    /// `UIButton.ButtonType`: `system` draws its title in the tint colour, `custom` in
    /// white; both at 15 pt (`ControlMetrics.buttonFontSize`).
    public enum ButtonType: String, CaseIterable, Hashable, Sendable { case system, custom }

    public var buttonType: ButtonType
    /// `setTitle(_:for: .normal)`; nil or empty: no title.
    public var title: String?
    /// `setTitleColor(_:for: .normal)`; nil: the type's (the tint colour, or white).
    public var titleColor: DynamicColor?
    /// `contentEdgeInsets`: added around the title.
    public var contentEdgeInsets: EdgeInsets

    public init(buttonType: ButtonType = .system, title: String? = nil, titleColor: DynamicColor? = nil,
                contentEdgeInsets: EdgeInsets = .zero) {
        self.buttonType = buttonType; self.title = title; self.titleColor = titleColor
        self.contentEdgeInsets = contentEdgeInsets
    }

    /// The title shown: nil when there is none or it is empty.
    public var shownTitle: String? { title.flatMap { $0.isEmpty ? nil : $0 } }

    /// The font the title is measured and drawn with.
    public static let titleFont = FontDescriptor(size: ControlMetrics.buttonFontSize)
}
