import Geometry
import JSONDocuments
import Playback

/// One rule failing on one view (or constraint) in one frame: what a `FrameRule` reports.
struct CheckObservation: Hashable {
    var rule: CheckRule
    /// The view (or, for `brokenConstraint`, the constraint) the finding is about.
    var subject: String
    /// The other view involved: the clipping ancestor, the overlapping sibling.
    var other: String?
    var measurement: CheckMeasurement?
    /// What a person reads: "title needs 212 pt, has 180 pt".
    var message: String
    /// Where it is, in the root view's coordinates: what the finding's image shows.
    var region: Rect?
}

/// What a rule measured, against the value that would pass.
public struct CheckMeasurement: Hashable, Sendable {
    /// The quantity: `width`, `height`, `lines`, `overhang`, `overlap`, `contrast`, `error`.
    public var quantity: String
    public var value: Double
    /// The value that passes (the least or the most, as the rule says).
    public var limit: Double
    /// `pt`, `lines`, `:1`.
    public var unit: String
    /// How far from passing (≥ 0): the larger, the worse. Findings keep their worst frame's.
    public var shortfall: Double

    public init(quantity: String, value: Double, limit: Double, unit: String, shortfall: Double) {
        self.quantity = quantity; self.value = value; self.limit = limit; self.unit = unit; self.shortfall = shortfall
    }

    /// A value that must be at least `limit`.
    static func atLeast(_ quantity: String, _ value: Double, _ limit: Double, unit: String) -> CheckMeasurement {
        CheckMeasurement(quantity: quantity, value: value, limit: limit, unit: unit, shortfall: max(0, limit - value))
    }

    /// A value that must be at most `limit`.
    static func atMost(_ quantity: String, _ value: Double, _ limit: Double, unit: String) -> CheckMeasurement {
        CheckMeasurement(quantity: quantity, value: value, limit: limit, unit: unit, shortfall: max(0, value - limit))
    }
}

extension Double {
    /// Points and ratios in messages: at most two decimals (`212`, `20.25`, `3.1`).
    var checkDescription: String { JSONOutput.format(self, decimals: 2) }
}
