extension ViewContent {
    /// The content as a frame shows it: a text field's and a text view's style at the text
    /// size and in the view's layout direction (`TextInputStyle.shown`); other classes as
    /// they are.
    public func shown(at category: ContentSizeCategory, in direction: LayoutDirection) -> ViewContent {
        switch self {
        case .textField(let t): return .textField(t.shown(at: category, in: direction))
        case .textView(let t): return .textView(t.shown(at: category, in: direction))
        default: return self
        }
    }
}
