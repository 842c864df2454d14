import Foundation
import Geometry

/// A debugging drawing on top of a scene, in screen points. Each overlay is a shape
/// plus a semantic `OverlayStyle`; the renderer owns the palette, so every image uses the
/// same visual language (red = violated, dark red = broken by UIKit, amber = ambiguous,
/// blue = constraint, green = conforms, dashed = where a view should or could be). The
/// convenience constructors below are the vocabulary the pipeline is expected to use.
///
/// Everything is drawn inside the screen: labels, tags and badges are placed inside it (see
/// `LabelPlacement`, which also keeps them off each other), and ghost rects are cut to it.
public struct Overlay: Hashable, Sendable {
    /// What is drawn, in screen points; the style decides how it looks.
    public enum Shape: Hashable, Sendable {
        /// A thin line between two anchors.
        case line(from: Point, to: Point)
        /// A line with perpendicular ticks at both ends and `label` on a pill at its middle
        /// (beside the line when the middle is near or past an edge, or elsewhere near it
        /// when another label is there: `LabelPlacement`).
        case dimension(from: Point, to: Point, label: String)
        /// A rectangle outline (dashed for ghost styles, which are also filled and cut to
        /// the screen).
        case rect(Rect)
        /// A closed outline through the points (a transformed view's bounds).
        case polygon([Point])
        /// A filled translucent band.
        case band(Rect)
        /// A small tag with `text` whose bottom-left corner is at `at` (so a tag at a
        /// frame's origin sits on top of the frame, not over its content), moved inside
        /// the screen where it would leave it, or near by when another label is there.
        case tag(String, at: Point)
        /// A status pill in a corner of the screen.
        case badge(String, corner: Corner)
    }
    /// The screen corner a badge sits in, 10 pt from both edges.
    public enum Corner: String, Hashable, Sendable { case topLeft, topRight, bottomLeft, bottomRight }

    public var shape: Shape
    public var style: OverlayStyle
    /// Where the shape's label (a dimension's amount, a tag's or a badge's text) is drawn,
    /// once `LabelPlacement` has placed it; nil before, and for shapes without a label.
    /// The renderer draws the pill here and frames.json records it, so every drawing of
    /// the label agrees.
    public var pill: PlacedPill?
    public init(_ shape: Shape, style: OverlayStyle, pill: PlacedPill? = nil) {
        self.shape = shape; self.style = style; self.pill = pill
    }

    public var isBadge: Bool { if case .badge = shape { return true }; return false }

    /// The text the shape puts on a pill and its font; nil for shapes without a label.
    package var labelText: (text: String, font: FontDescriptor)? {
        switch shape {
        case .dimension(_, _, let label): return (label, OverlayPaint.labelFont)
        case .tag(let text, _): return (text, OverlayPaint.labelFont)
        case .badge(let text, _): return (text, OverlayPaint.badgeFont)
        case .line, .rect, .polygon, .band: return nil
        }
    }

    /// Whether `LabelPlacement` gives this overlay a pill: it has a label and every
    /// coordinate is finite (a label at no point stays unplaced, and undrawn).
    package var hasPlaceableLabel: Bool { labelText != nil && points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }

    /// Every coordinate the shape uses.
    package var points: [Point] {
        switch shape {
        case .line(let a, let b), .dimension(let a, let b, _): return [a, b]
        case .rect(let r), .band(let r): return [r.origin, Point(r.maxX, r.maxY)]
        case .polygon(let ps): return ps
        case .tag(_, let p): return [p]
        case .badge: return []
        }
    }
}

/// What an overlay means; the renderer picks colour, width and dashes from it.
public enum OverlayStyle: String, CaseIterable, Hashable, Sendable {
    /// A violated constraint: bold red.
    case violation
    /// A required constraint UIKit broke to recover from an unsatisfiable set: dashed
    /// dark red, labelled "broken: id".
    case broken
    /// A view whose layout is ambiguous: dashed amber, amber tags.
    case ambiguous
    /// Another frame an ambiguous view could take: a dashed amber ghost.
    case alternative
    /// An optional constraint the layout leaves unsatisfied (it lost to a higher
    /// priority): dotted slate.
    case unsatisfied
    /// Where a violating view should be (its constraint-conforming frame): dashed red.
    case ghost
    /// An active, satisfied constraint: thin blue, as Xcode's view debugger.
    case constraint
    /// A frame before an animation: dashed grey.
    case oldFrame
    /// A frame after an animation: solid purple.
    case newFrame
    /// The areas outside the safe area: translucent orange.
    case safeArea
    /// View ids: dark tags.
    case idTag
    /// A constraint the system owns and animates (the root view's encapsulated layout
    /// during a rotation, autoresizing masks), in flight: thin dashed grey, labelled
    /// "system: amount" — the system's animation, not the user's mistake.
    case system
    /// Everything conforms: green.
    case conforms

    /// Ghost styles mark where a view should or could be: filled faintly, cut to the screen.
    package var isGhost: Bool { self == .ghost || self == .alternative }
}

extension Overlay {
    /// "12.5 pt": one decimal, dropped when whole; how violation amounts are printed.
    public static func pointLabel(_ amount: Double) -> String {
        let tenths = (amount * 10).rounded() / 10
        if let whole = tenths.checkedInteger(Int64.self), Double(whole) == tenths { return "\(whole) pt" }
        return String(format: "%.1f", tenths) + " pt"
    }

    /// A violated constraint drawn between its two anchors, labelled with the amount.
    public static func violation(from: Point, to: Point, amount: Double) -> Overlay {
        Overlay(.dimension(from: from, to: to, label: pointLabel(amount)), style: .violation)
    }
    /// The frame a view would have if it conformed, as a dashed ghost.
    public static func ghost(_ frame: Rect) -> Overlay { Overlay(.rect(frame), style: .ghost) }
    /// An active constraint as a thin line between its anchors.
    public static func constraint(from: Point, to: Point) -> Overlay {
        Overlay(.line(from: from, to: to), style: .constraint)
    }
    /// The old (dashed) and new (solid) frames of an animated view.
    public static func frames(old: Rect, new: Rect) -> [Overlay] {
        [Overlay(.rect(old), style: .oldFrame), Overlay(.rect(new), style: .newFrame)]
    }
    /// Translucent bands over the parts of `screen` outside its safe area (empty sides
    /// produce nothing).
    public static func safeArea(screen: Rect, insets: EdgeInsets) -> [Overlay] {
        let bands = [
            Rect(screen.minX, screen.minY, screen.width, insets.top),
            Rect(screen.minX, screen.maxY - insets.bottom, screen.width, insets.bottom),
            Rect(screen.minX, screen.minY + insets.top, insets.left, screen.height - insets.top - insets.bottom),
            Rect(screen.maxX - insets.right, screen.minY + insets.top, insets.right,
                 screen.height - insets.top - insets.bottom),
        ]
        return bands.filter { $0.width > 0 && $0.height > 0 }.map { Overlay(.band($0), style: .safeArea) }
    }
    /// A view id tag sitting on the top-left corner of its frame.
    public static func idTag(_ id: String, frame: Rect) -> Overlay {
        Overlay(.tag(id, at: frame.origin), style: .idTag)
    }
    /// A broken constraint between where its first item is and where it wants it.
    public static func broken(from: Point, to: Point, constraint: String, amount: Double) -> Overlay {
        Overlay(.dimension(from: from, to: to, label: "broken: \(constraint) " + pointLabel(amount)), style: .broken)
    }
    /// A displaced violation (nothing animates; a view stands where layout did not put
    /// it) between where its first item is and where the constraint wants it.
    public static func displaced(from: Point, to: Point, constraint: String, amount: Double) -> Overlay {
        Overlay(.dimension(from: from, to: to, label: "displaced: \(constraint) " + pointLabel(amount)), style: .violation)
    }
    /// A system-owned constraint in flight (`OverlayStyle.system`) between where its first
    /// item is and where the constraint wants it.
    public static func system(from: Point, to: Point, amount: Double) -> Overlay {
        Overlay(.dimension(from: from, to: to, label: "system: " + pointLabel(amount)), style: .system)
    }
    /// A violation that has no line to draw (its constraint relates a view to a share of
    /// its superview, or an item is off screen): the view it governs outlined, labelled.
    public static func violationMark(_ frame: Rect, constraint: String, amount: Double, broken: Bool,
                                     displaced: Bool = false, system: Bool = false) -> [Overlay] {
        let style: OverlayStyle = broken ? .broken : system ? .system : .violation
        let label = (broken ? "broken: " : displaced ? "✗ displaced: " : system ? "system: " : "✗ ") + constraint + " " + pointLabel(amount)
        return [Overlay(.rect(frame), style: style), Overlay(.tag(label, at: Point(frame.minX, frame.maxY)), style: style)]
    }
    /// An ambiguous view: its frame outlined and tagged, at its bottom-left corner (the
    /// top-left is the id tag's), with the attributes left free.
    public static func ambiguousView(_ frame: Rect, id: String, attributes: [String]) -> [Overlay] {
        [Overlay(.rect(frame), style: .ambiguous),
         Overlay(.tag("⚠ \(id): " + attributes.joined(separator: ", "), at: Point(frame.minX, frame.maxY)), style: .ambiguous)]
    }
    /// Another frame an ambiguous view could take, as a dashed amber ghost.
    public static func alternative(_ frame: Rect) -> Overlay { Overlay(.rect(frame), style: .alternative) }
    /// An optional constraint that lost, from where its item is to where it wanted it.
    public static func unsatisfied(from: Point, to: Point, constraint: String, amount: Double) -> Overlay {
        Overlay(.dimension(from: from, to: to, label: "lost: \(constraint) " + pointLabel(amount)), style: .unsatisfied)
    }

    /// The at-a-glance verdict: "✓ conforms" in green only when nothing is wrong; else what
    /// is: "✗ broken: fixedWidth" (the one violation is a broken constraint), "✗ displaced:
    /// wide" (the one violation is a displaced one: nothing animates), "✗ 2 violations",
    /// "⚠ ambiguous: box" (amber, when that is all), joined by " · ". Constraints the system
    /// is animating (`system`) are no mistake: they are not counted, and when they are all
    /// there is the badge says "↻ system animating" in the system style (not ✓: the frame
    /// does not conform while the screen breaks them).
    public static func statusBadge(inFlight: Int = 0, displaced: [String] = [], broken: [String] = [], system: Int = 0,
                                   ambiguous: [String] = [], corner: Corner = .bottomRight) -> Overlay {
        let count = inFlight + displaced.count + broken.count
        var parts: [String] = []
        if count == 1, let id = broken.first { parts.append("✗ broken: \(id)") }
        else if count == 1, let id = displaced.first { parts.append("✗ displaced: \(id)") }
        else if count > 0 { parts.append("✗ \(count) violation" + (count == 1 ? "" : "s")) }
        if !ambiguous.isEmpty { parts.append("⚠ ambiguous: " + ambiguous.joined(separator: ", ")) }
        guard !parts.isEmpty else {
            return system > 0 ? Overlay(.badge("↻ system animating", corner: corner), style: .system)
                              : Overlay(.badge("✓ conforms", corner: corner), style: .conforms)
        }
        return Overlay(.badge(parts.joined(separator: " · "), corner: corner), style: count > 0 ? .violation : .ambiguous)
    }
}
