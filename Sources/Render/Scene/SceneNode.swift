import Geometry

/// One view as UIKit would composite it: a CALayer's geometry plus what UIView draws.
///
/// Geometry has CALayer's meaning: `center` is the layer's position (where the anchor
/// point sits in the parent's bounds coordinates), `bounds` is the view's own coordinate
/// space (its origin shifts the children), and `transform` turns and scales about the
/// anchor point. A point `p` of this node lands in the parent at `matrix.apply(p)`.
///
/// Drawing order within a node: background (rounded by `cornerRadius`), the class's own
/// drawing (`content`), text, children
/// (clipped to the rounded bounds when `clipsToBounds`), then the border on top of the
/// children, inset inside the bounds as CALayer draws it. `alpha` < 1 fades the node and
/// its subtree as one group (UIView's group opacity). Hidden nodes and nodes whose
/// transform collapses them (determinant 0) draw nothing.
public struct SceneNode: Sendable {
    /// The view id, for id tags and debugging.
    public var id: String
    public var center: Point
    public var bounds: Rect
    public var transform: AffineTransform
    /// In unit coordinates of the bounds, (0.5, 0.5) = middle.
    public var anchorPoint: Point
    public var backgroundColor: Color
    public var cornerRadius: Double
    public var border: Border<Color>?
    public var alpha: Double
    public var isHidden: Bool
    public var clipsToBounds: Bool
    /// Set for labels.
    public var text: SceneText?
    /// What a view of a class with its own drawing (a UISwitch, …) shows inside its
    /// bounds, above its background and below its subviews; `plain` draws nothing.
    public var content: ViewContent
    /// The appearance the view is in: which of `content`'s colours it draws (the other
    /// colours here are already the appearance's).
    public var userInterfaceStyle: UserInterfaceStyle
    /// Subviews, back to front.
    public var children: [SceneNode]

    public init(id: String, center: Point, bounds: Rect, transform: AffineTransform = .identity,
                anchorPoint: Point = Point(0.5, 0.5), backgroundColor: Color = .clear, cornerRadius: Double = 0,
                border: Border<Color>? = nil, alpha: Double = 1, isHidden: Bool = false, clipsToBounds: Bool = false,
                text: SceneText? = nil, content: ViewContent = .plain, userInterfaceStyle: UserInterfaceStyle = .light,
                children: [SceneNode] = []) {
        self.id = id; self.center = center; self.bounds = bounds; self.transform = transform
        self.anchorPoint = anchorPoint; self.backgroundColor = backgroundColor; self.cornerRadius = cornerRadius
        self.border = border; self.alpha = alpha; self.isHidden = isHidden; self.clipsToBounds = clipsToBounds
        self.text = text; self.content = content; self.userInterfaceStyle = userInterfaceStyle; self.children = children
    }

    /// A node with an identity transform placed by its frame (for scenes built by hand).
    public init(id: String, frame: Rect, backgroundColor: Color = .clear, cornerRadius: Double = 0,
                text: SceneText? = nil, children: [SceneNode] = []) {
        self.init(id: id, center: frame.center, bounds: Rect(0, 0, frame.width, frame.height),
                  backgroundColor: backgroundColor, cornerRadius: cornerRadius, text: text, children: children)
    }

    /// Node coordinates → parent coordinates: CALayer's
    /// translate(position) · transform · translate(−anchorPoint·size − bounds.origin).
    public var matrix: AffineTransform {
        let anchor = Point(bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height)
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }
}

/// A label's text and its UILabel properties. The text is laid out with `TextEngine`
/// at the node's bounds width and centred vertically in the bounds, as UILabel draws.
public struct SceneText: Hashable, Sendable {
    public var string: String
    public var font: FontDescriptor
    public var color: Color
    public var numberOfLines: Int
    /// Each line's placement; `natural` is drawn as left (a frame resolves natural by the
    /// view's layout direction before it gets here).
    public var alignment: TextAlignment

    public init(_ string: String, font: FontDescriptor = FontDescriptor(), color: Color = .black,
                numberOfLines: Int = 1, alignment: TextAlignment = .left) {
        self.string = string; self.font = font; self.color = color
        self.numberOfLines = numberOfLines; self.alignment = alignment
    }
}
