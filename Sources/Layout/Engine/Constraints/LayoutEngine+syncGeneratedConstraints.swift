import Cassowary
import Geometry

/// The constraints UIKit derives from a view's own properties: four
/// NSContentSizeLayoutConstraints from the intrinsic content size, four
/// NSAutoresizingMaskLayoutConstraints from frame + mask. Their ids are stable and
/// documented: `card.width<=intrinsic` (hugging), `card.width>=intrinsic` (compression
/// resistance), the same for `height`, and `card.autoresizing.minX` / `.width` / `.minY`
/// / `.height`. The root view's frame constraints carry UIKit's identifiers as their ids:
/// `UIView-Encapsulated-Layout-Left`, `-Width`, `-Top`, `-Height`.
extension LayoutEngine {
    static func contentSizeID(_ view: String, horizontal: Bool, hugging: Bool) -> String {
        "\(view).\(horizontal ? "width" : "height")\(hugging ? "<=" : ">=")intrinsic"
    }
    static func autoresizingID(_ view: String, horizontal: Bool, size: Bool) -> String {
        "\(view).autoresizing." + (size ? (horizontal ? "width" : "height") : (horizontal ? "minX" : "minY"))
    }
    static func scrollContentID(_ view: String, horizontal: Bool) -> String {
        "\(view).contentSize.\(horizontal ? "width" : "height")"
    }
    static func encapsulatedLayoutID(horizontal: Bool, size: Bool) -> String {
        "UIView-Encapsulated-Layout-" + (size ? (horizontal ? "Width" : "Height") : (horizontal ? "Left" : "Top"))
    }
    /// The root view's carry UIKit's identifier as their id; another encapsulated view's
    /// (a cell's content view) are prefixed with the view's id, as there are many:
    /// `list.cell1.contentView.UIView-Encapsulated-Layout-Height`.
    static func encapsulatedLayoutID(_ view: String, horizontal: Bool, size: Bool) -> String {
        let identifier = encapsulatedLayoutID(horizontal: horizontal, size: size)
        return view == rootID ? identifier : view + "." + identifier
    }

    func desiredGeneratedConstraints(of n: ViewNode) -> [(String, ConstraintOrigin)] {
        guard n.variables != nil else { return [] }
        var out: [(String, ConstraintOrigin)] = []
        if n.spec.translatesAutoresizingMaskIntoConstraints {
            for horizontal in [true, false] {
                for size in [false, true] {
                    // UIKit sizes a window's root view controller's view with its
                    // encapsulated-layout constraints; other views get the mask's.
                    out.append(n.role == .root || n.spec.isEncapsulated
                        ? (Self.encapsulatedLayoutID(n.id, horizontal: horizontal, size: size),
                           .encapsulatedLayout(view: n.id, horizontal: horizontal, size: size))
                        : (Self.autoresizingID(n.id, horizontal: horizontal, size: size),
                           .autoresizing(view: n.id, horizontal: horizontal, size: size)))
                }
            }
        }
        for horizontal in [true, false] where n.intrinsicMetric(horizontal: horizontal) != nil {
            for hugging in [true, false] {
                out.append((Self.contentSizeID(n.id, horizontal: horizontal, hugging: hugging),
                            .contentSize(view: n.id, horizontal: horizontal, hugging: hugging)))
            }
        }
        if n.contentVariables != nil {
            for horizontal in [true, false] {
                out.append((Self.scrollContentID(n.id, horizontal: horizontal), .scrollContent(view: n.id, horizontal: horizontal)))
            }
        }
        return out
    }

    /// Adds and removes generated constraints so they match the view's properties.
    /// Constants and priorities of the ones that stay are brought up to date by
    /// `reconcile` (cheap in-place edits). New ones are listed last, or before the
    /// constraint `before` names (a view joining the engine after constraints made later
    /// than it: `addView(_:generatedBefore:)`).
    func syncGeneratedConstraints(of n: ViewNode, before: String? = nil) {
        let desired = desiredGeneratedConstraints(of: n)
        let wanted = Set(desired.map(\.0))
        // The view's own list (see `ViewNode.generatedRecords`), not a look at every record:
        // adding N views would cost N × all records.
        let existing = n.generatedRecords.filter { store.records[$0.id] === $0 }
        for r in existing where !wanted.contains(r.id) { store.deleteRecord(r) }
        var kept = existing.filter { wanted.contains($0.id) }
        var place = before.flatMap { id in store.recordOrder.firstIndex { $0.id == id } } ?? store.recordOrder.endIndex
        for (id, origin) in desired where store.records[id] == nil {
            let r = ConstraintRecord(id: id, serial: takeSerial(), origin: origin, changes: changes)
            store.insert(r, at: place)
            place += 1
            kept.append(r)
        }
        n.generatedRecords = kept
        for (id, _) in desired { if let r = store.records[id] { store.reconcile(r) } }
    }

    /// Re-measures a label at its current wrapping width.
    func measureText(of n: ViewNode) -> TextMetrics? {
        guard let text = n.spec.text else { return nil }
        return configuration.textMeasurer.measure(text, font: n.spec.font.resolved(for: configuration.contentSizeCategory),
                                                  maxWidth: n.effectivePreferredMaxLayoutWidth,
                                                  numberOfLines: n.spec.numberOfLines)
    }

    /// The intrinsic content size of the view's class, at the current text size (and, for
    /// a class measured at its width, at the width the last layout gave the view).
    func measureContent(of n: ViewNode) -> Size? {
        n.spec.content.intrinsicContentSize(measuring: configuration.textMeasurer, category: configuration.contentSizeCategory,
                                            width: n.spec.content.measuresAtLayoutWidth ? n.automaticPreferredMaxLayoutWidth : nil)
    }

    /// UIKit's `invalidateIntrinsicContentSize`: re-measure, and let the next pass update
    /// constraints and lay out the superview.
    func invalidateIntrinsicContentSize(_ n: ViewNode) {
        n.textMetrics = measureText(of: n)
        n.contentSize = measureContent(of: n)
        n.needsUpdateConstraints = true
        n.parentNode?.needsLayout = true
        syncGeneratedConstraints(of: n)
        if let p = n.parentNode { arrangeStack(p) }
    }
}
