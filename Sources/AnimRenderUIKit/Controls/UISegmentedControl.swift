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
    public var selectedSegmentTintColor: UIColor? {
        get { content.selectedSegmentTintColor.map { UIColor(dynamic: $0) } }
        set { content.selectedSegmentTintColor = newValue?.dynamic }
    }
}
