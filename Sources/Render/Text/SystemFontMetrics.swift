import Geometry

/// What San Francisco (SF Pro, iOS's system font) is known to measure, applied to its
/// open stand-in, Inter (Debian's fonts-inter). Inter's own advances are kept; these are
/// the published figures that make Inter measure like SF:
///
/// 1. Vertical metrics: SF Pro's `hhea` ascender 1950 and descender −494 per 2048 units,
///    no line gap, as `UIFont` reports them (`systemFont(ofSize: 20)`: ascender 19.04,
///    descender −4.82; `ofSize: 40`: 38.0859375, −9.6484375, lineHeight 47.734375; 17 pt:
///    lineHeight 20.287109375). Inter's own (1984/−494) would make every line 0.28 pt taller.
/// 2. Optical size: below 20 pt the system font is SF Pro Text, from 20 pt SF Pro Display
///    (Apple's HIG until iOS 13); Inter's text cut stands in for the first, Inter Display
///    for the second.
/// 3. Tracking: iOS adds the size's tracking (Apple's HIG tracking table, in 1/1000 em,
///    for SF Pro Text below 20 pt and SF Pro Display from 20 pt) to every character's
///    advance. The table holds its value between the sizes it lists (19 pt for 19.5 pt),
///    as Apple's does; below 6 pt it is 6 pt's, from 80 pt 0.
///
/// With all three, 16 published iOS widths differ from Inter's by 1.1 % on average
/// (3.3 % at most); measurements and sources are in docs/timeline-format.md#text.
public enum SystemFontMetrics {
    /// SF Pro's units per em and `hhea` ascender and descender.
    public static let unitsPerEm = 2048.0
    public static let ascender = 1950.0
    public static let descender = -494.0

    /// From this size on the system font is the display cut.
    public static let displaySize = 20.0

    /// `UIFont.lineHeight` of the system font at `size`: ascender − descender (no leading).
    public static func lineHeight(size: Double) -> Double { (ascender - descender) / unitsPerEm * size }

    /// The tracking iOS adds to each character's advance at `size`, in points.
    public static func tracking(size: Double) -> Double {
        trackingPerMille(size: size) / 1000 * size
    }

    /// The HIG table's value (1/1000 em) for `size`.
    public static func trackingPerMille(size: Double) -> Double {
        let whole = Int(max(6, size.rounded(.down)))
        let table = size < displaySize ? textTracking : displayTracking
        return Double(table.last { $0.size <= whole }?.value ?? 0)
    }

    /// SF Pro Text, 6–19 pt: (first size, value until the next size).
    static let textTracking: [(size: Int, value: Int)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24),
    ]
    /// SF Pro Display, 20–79 pt; 0 from 80 pt.
    static let displayTracking: [(size: Int, value: Int)] = [
        (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10),
        (41, 9), (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ]
}
