/// The values a number written in a timeline may take: a closed interval (or one open at
/// the bottom, "greater than 0"), optionally whole numbers only, optionally with one
/// special value outside it (−1, UIKit's `noIntrinsicMetric`).
///
/// Promises: every number a timeline file supplies — JSON fields, and the constants,
/// multipliers and priorities inside constraint strings, VFL and rule conditions — is
/// checked against one of the ranges below where it is read, before anything uses it.
/// The ranges are chosen so that no arithmetic on accepted values can overflow or
/// trap (frame counts, pixel sizes, solver values); `docs/timeline-format.md` lists them.
/// They are defined once, here, low enough for every parser to use.
public struct NumberRange: Hashable, Sendable, CustomStringConvertible {
    /// What the range measures, for messages ("a time", "a length").
    public var name: String
    public var lower: Double
    public var upper: Double
    /// True when `lower` itself is excluded ("greater than 0").
    public var excludesLower: Bool
    /// Only whole numbers.
    public var wholeNumbers: Bool
    /// A value accepted outside the interval, with its meaning.
    public var special: Special?
    public struct Special: Hashable, Sendable {
        public var value: Double
        public var meaning: String
    }
    /// The unit printed after the bounds (`s`, `pt`, `°`), or empty.
    public var unit: String

    public init(_ name: String, _ lower: Double, _ upper: Double, unit: String = "", excludesLower: Bool = false,
                wholeNumbers: Bool = false, special: (value: Double, meaning: String)? = nil) {
        self.name = name; self.lower = lower; self.upper = upper; self.unit = unit
        self.excludesLower = excludesLower; self.wholeNumbers = wholeNumbers
        self.special = special.map { Special(value: $0.value, meaning: $0.meaning) }
    }

    public func contains(_ x: Double) -> Bool {
        if let special, x == special.value { return true }
        guard x.isFinite, x <= upper, excludesLower ? x > lower : x >= lower else { return false }
        return !wholeNumbers || x == x.rounded()
    }

    /// `0 … 3600 s`, `greater than 0, up to 1000 pt`, `whole numbers 0 … 10000`, `… or -1`.
    public var bounds: String {
        let u = unit.isEmpty ? "" : " " + unit
        var text = excludesLower ? "greater than \(lower.shortDescription), up to \(upper.shortDescription)\(u)"
                                 : "\(lower.shortDescription) … \(upper.shortDescription)\(u)"
        if wholeNumbers { text = "whole numbers " + text }
        if let special { text += ", or \(special.value.shortDescription) (\(special.meaning))" }
        return text
    }

    public var description: String { "\(name): \(bounds)" }

}

extension NumberRange {
    /// `at`, `delay`, `duration`, `render.duration`: an hour is already 216,000 frames at
    /// 60 fps, past the frame limit; the bound keeps every time sum finite and exact.
    public static let time = NumberRange("a time", 0, 3600, unit: "s")
    /// `render.fps`.
    public static let fps = NumberRange("frames per second", 1, 1000)
    /// `render.scale`: pixels per point.
    public static let renderScale = NumberRange("a render scale", 0.1, 16)
    /// Positions and offsets: constraint constants, frame origins, translations, margins,
    /// insets, VFL metrics and spacings, rule thresholds. 100,000 pt is seventy iPad
    /// screens; beyond it nothing is visible and the solver loses precision.
    public static let coordinate = NumberRange("a coordinate", -100_000, 100_000, unit: "pt")
    /// Sizes and other non-negative lengths: frame sizes, corner radii, border widths,
    /// `preferredMaxLayoutWidth`, safe-area insets, `size` shorthands.
    public static let length = NumberRange("a length", 0, 100_000, unit: "pt")
    /// `intrinsicContentSize`: a length, or −1 for no intrinsic metric in that axis.
    public static let intrinsicLength = NumberRange("an intrinsic size", 0, 100_000, unit: "pt",
                                                    special: (-1, "no intrinsic metric"))
    /// `screen.size`: a positive length (the pixel limit then bounds it with the scale).
    public static let screenLength = NumberRange("a screen side", 0, 100_000, unit: "pt", excludesLower: true)
    /// Font sizes. At the largest render scale, 1000 pt is 16,000 px: cairo and FreeType
    /// handle that; far larger sizes overflow their fixed-point metrics.
    public static let fontSize = NumberRange("a font size", 0, 1000, unit: "pt", excludesLower: true)
    public static let alpha = NumberRange("an alpha", 0, 1)
    /// Layout priorities (UILayoutPriority's 1…1000).
    public static let priority = NumberRange("a priority", 1, 1000)
    /// Constraint multipliers.
    public static let multiplier = NumberRange("a multiplier", -1000, 1000)
    /// `transform.scale` factors (0 collapses the view, negative flips it).
    public static let transformScale = NumberRange("a scale factor", -1000, 1000)
    /// `transform.rotation`: a hundred turns either way.
    public static let rotation = NumberRange("a rotation", -36_000, 36_000, unit: "°")
    /// `anchorPoint`, in unit coordinates of the bounds.
    public static let anchorPoint = NumberRange("an anchor point coordinate", -10, 10)
    /// A section or item number in an index path (`insertItems`' `indexPaths`).
    public static let pathIndex = NumberRange("an index", 0, 100_000, wholeNumbers: true)
    /// `numberOfLines`.
    public static let lineCount = NumberRange("a number of lines", 0, 10_000, wholeNumbers: true)
    /// A timing curve's control-point x: time must run forwards (CAMediaTimingFunction).
    public static let curveTime = NumberRange("a control point x", 0, 1)
    /// A timing curve's control-point y: overshoot is allowed.
    public static let curveProgress = NumberRange("a control point y", -10, 10)
    /// A spring's `dampingRatio` (UIView): below 1 oscillates, above 1 creeps.
    public static let dampingRatio = NumberRange("a damping ratio", 0, 100, excludesLower: true)
    /// A spring's `mass`, `stiffness` and `damping` (CASpringAnimation).
    public static let springMass = NumberRange("a spring mass", 0.001, 1000)
    public static let springStiffness = NumberRange("a spring stiffness", 0.001, 1_000_000)
    public static let springDamping = NumberRange("a spring damping", 0.001, 100_000)
    /// A spring's `initialVelocity`, in distances per second.
    public static let springVelocity = NumberRange("an initial velocity", -1000, 1000)
    /// A keyframe's `relativeStartTime` and `relativeDuration`: fractions of the whole animation.
    public static let keyframeTime = NumberRange("a relative keyframe time", 0, 1)

    /// A slider's or stepper's `value`, `minimumValue` and `maximumValue`.
    public static let controlValue = NumberRange("a control value", -1_000_000, 1_000_000)
    /// A stepper's `stepValue` (UIKit refuses 0 and less).
    public static let stepValue = NumberRange("a step value", 0, 1_000_000, excludesLower: true)
    /// A progress view's `progress`.
    public static let progress = NumberRange("a progress", 0, 1)
    /// A page control's `numberOfPages` and `currentPage`.
    public static let pageCount = NumberRange("a number of pages", 0, 1000, wholeNumbers: true)
    /// A segmented control's `selectedSegmentIndex`; −1 is `noSegment`.
    public static let segmentIndex = NumberRange("a segment index", -1, 1000, wholeNumbers: true)

    /// Every range, in the order the documentation lists them.
    public static let all: [NumberRange] = [
        time, fps, renderScale, coordinate, length, intrinsicLength, screenLength, fontSize, alpha, priority,
        multiplier, transformScale, rotation, anchorPoint, lineCount, curveTime, curveProgress, dampingRatio,
        springMass, springStiffness, springDamping, springVelocity, keyframeTime,
        controlValue, stepValue, progress, pageCount, segmentIndex,
    ]
}
