/// An edge a `pinEdges` shorthand (PureLayout's `autoPinEdge…`) names. Leading and
/// trailing follow the layout direction; left and right are fixed to the screen.
public enum PinEdge: String, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing, left, right

    /// The default of `pinEdges`: all four, in PureLayout's order.
    public static let all: [PinEdge] = [.top, .leading, .bottom, .trailing]

    /// Whether an inward inset is subtracted at this edge. Trailing is far in either
    /// layout direction: Auto Layout flips the sense of leading/trailing constants with
    /// the direction, so `trailing == S.trailing - inset` is inward both ways.
    public var isFarEdge: Bool { self == .bottom || self == .trailing || self == .right }
}

/// What a `pinEdges` or `center` shorthand measures from: the view's superview itself,
/// or one of the superview's layout guides.
public enum PinTarget: String, CaseIterable, Hashable, Sendable {
    case superview, safeArea, margins
}
