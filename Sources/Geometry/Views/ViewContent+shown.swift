extension ViewContent {
    /// The content as a frame shows it: a text field's and a text view's font at the text
    /// size `category` (a text style takes its size there, as they are measured) and their
    /// `natural` alignment resolved in the view's layout `direction`, as a label's are.
    public func shown(at category: ContentSizeCategory, in direction: LayoutDirection) -> ViewContent {
        switch self {
        case .textField(var t):
            t.font = t.font.resolved(for: category)
            t.textAlignment = t.textAlignment.resolved(in: direction)
            return .textField(t)
        case .textView(var t):
            t.font = t.font.resolved(for: category)
            t.textAlignment = t.textAlignment.resolved(in: direction)
            return .textView(t)
        default:
            return self
        }
    }
}
