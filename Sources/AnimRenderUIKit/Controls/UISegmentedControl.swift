import Foundation
import Geometry

/// UIKit's segmented control: titled segments of equal width (the widest title plus
/// 12 pt each side, 13 pt medium), 32 pt tall, the selected one raised.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// `UISegmentedControl.noSegment`.
    public nonisolated static let noSegment = SegmentedControlContent.noSegment

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent(of: .segmentedControl)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent(of: .segmentedControl)
    }

    /// `UISegmentedControl(items:)`: strings become segment titles (images are not drawn).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        content.setSegments((items ?? []).map { ($0 as? String) ?? "" })
    }

    private var content: SegmentedControlContent {
        get { if case .segmentedControl(let s) = spec.content { return s } else { return SegmentedControlContent() } }
        set { changeContent { $0 = .segmentedControl(newValue) } }
    }

    public var numberOfSegments: Int { content.segments.count }
    public var selectedSegmentIndex: Int {
        get { content.selectedSegmentIndex }
        set { content.setSelectedSegmentIndex(newValue) }
    }
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        var titles = content.segments
        titles.insert(title ?? "", at: min(max(0, segment), titles.count))
        content.setSegments(titles)
    }
    public func removeSegment(at segment: Int, animated: Bool) {
        var titles = content.segments
        if titles.indices.contains(segment) { titles.remove(at: segment) }
        content.setSegments(titles)
    }
    public func removeAllSegments() { content.setSegments([]) }
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        var titles = content.segments
        if titles.indices.contains(segment) { titles[segment] = title ?? "" }
        content.setSegments(titles)
    }
    public func titleForSegment(at segment: Int) -> String? {
        content.segments.indices.contains(segment) ? content.segments[segment] : nil
    }
    /// Whether segments stay selected when touched (false by default). Kept.
    open var isMomentary = false

    private var disabledSegments: Set<Int> = []
    /// Kept, not drawn (every segment is drawn enabled). Indices follow insertions and removals
    /// only as UIKit's do for the segments named here.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
    }
    open func isEnabledForSegment(at segment: Int) -> Bool { !disabledSegments.contains(segment) }

    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Kept, not drawn (titles are 13 pt medium in `label`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { textAttributes[state.rawValue] }

    private var segmentActions: [Int: UIAction] = [:]
    /// `insertSegment(action:at:animated:)` (iOS 14): a segment titled with the action's
    /// title; its action is `actionForSegment(at:)`.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let at = min(max(0, segment), numberOfSegments)
        insertSegment(withTitle: action.title, at: at, animated: animated)
        segmentActions = Dictionary(uniqueKeysWithValues: segmentActions.map { ($0.key >= at ? $0.key + 1 : $0.key, $0.value) })
        segmentActions[at] = action
    }
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segment >= 0, segment < numberOfSegments else { return }
        segmentActions[segment] = action
        setTitle(action.title, forSegmentAt: segment)
    }
    open func actionForSegment(at segment: Int) -> UIAction? { segmentActions[segment] }

    /// `UISegmentedControl(frame:actions:)` (iOS 14): a segment for each action, titled with its title.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for (i, a) in actions.enumerated() { insertSegment(action: a, at: i, animated: false) }
    }

    public var selectedSegmentTintColor: UIColor? {
        get { content.selectedSegmentTintColor.map { UIColor(dynamic: $0) } }
        set { content.selectedSegmentTintColor = newValue?.dynamic }
    }
}
