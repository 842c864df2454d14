/// The arithmetic of a table's vertical layout, which both front ends share: sections of
/// header, rows and footer stacked from the top; a row is as tall as it was measured, or
/// the estimate until it is; a row is measured when it is about to show (only the rows in
/// view are realised, as UIKit realises them), and stays measured; the content height is
/// the sum of what is known and what is estimated (so it changes as rows are measured,
/// as UIKit's `contentSize` does while self-sizing rows scroll into view).
public struct TableGeometry: Sendable {
    /// One section's shape: how many rows, its header's and footer's heights.
    public struct Section: Hashable, Sendable {
        public var rowCount: Int
        public var headerHeight: Double
        public var footerHeight: Double
        public init(rowCount: Int, headerHeight: Double = 0, footerHeight: Double = 0) {
            self.rowCount = rowCount; self.headerHeight = headerHeight; self.footerHeight = footerHeight
        }
    }

    /// What a pass of the table places: the rows, headers and footers in view, with their
    /// frames in the table's content coordinates, and the content height.
    public struct Plan: Hashable, Sendable {
        public var rows: [(ItemPath, Rect)] { zip(rowPaths, rowFrames).map { ($0, $1) } }
        public var rowPaths: [ItemPath] = []
        public var rowFrames: [Rect] = []
        public var headers: [(section: Int, frame: Rect)] { zip(headerSections, headerFrames).map { ($0, $1) } }
        public var headerSections: [Int] = []
        public var headerFrames: [Rect] = []
        public var footerSections: [Int] = []
        public var footerFrames: [Rect] = []
        public var contentHeight = 0.0
    }

    public var sections: [Section]
    /// Measured heights (nil: not yet), per section and row.
    public var heights: [[Double?]]
    /// The height of a row not yet measured.
    public var estimate: Double

    public init(sections: [Section], estimate: Double) {
        self.sections = sections
        self.estimate = estimate
        heights = sections.map { Array(repeating: nil, count: $0.rowCount) }
    }

    /// A row's height as of now: measured, else the estimate.
    public func height(of path: ItemPath) -> Double { heights[path.section][path.item] ?? estimate }

    /// Forgets every measurement (`reloadData`, a new width).
    public mutating func forgetHeights() {
        heights = sections.map { Array(repeating: nil, count: $0.rowCount) }
    }

    /// The sum of every section as of now.
    public var contentHeight: Double {
        var y = 0.0
        for (s, section) in sections.enumerated() {
            y += section.headerHeight + section.footerHeight
            for r in 0..<section.rowCount { y += heights[s][r] ?? estimate }
        }
        return y
    }

    /// The top of a row as of now (every row above at its measured or estimated height).
    public func top(of path: ItemPath) -> Double {
        var y = 0.0
        for s in 0..<path.section {
            y += sections[s].headerHeight + sections[s].footerHeight
            for r in 0..<sections[s].rowCount { y += heights[s][r] ?? estimate }
        }
        y += sections[path.section].headerHeight
        for r in 0..<path.item { y += heights[path.section][r] ?? estimate }
        return y
    }

    /// Lays the sections out top to bottom, `x` and `width` across, and lists what meets
    /// `visible` (content coordinates, the table's bounds): a row that would meet it at its
    /// current height and is not measured is measured first (`measure`, nil keeps the
    /// estimate: fixed-height tables), so the rows below move by what it measured.
    public mutating func plan(x: Double, width: Double, visible: ClosedRange<Double>,
                              measure: (ItemPath) -> Double?) -> Plan {
        var plan = Plan()
        var y = 0.0
        func meets(_ top: Double, _ height: Double) -> Bool { height > 0 && top < visible.upperBound && top + height > visible.lowerBound }
        for (s, section) in sections.enumerated() {
            if meets(y, section.headerHeight) {
                plan.headerSections.append(s)
                plan.headerFrames.append(Rect(x: x, y: y, width: width, height: section.headerHeight))
            }
            y += section.headerHeight
            for r in 0..<section.rowCount {
                let path = ItemPath(section: s, item: r)
                var h = heights[s][r] ?? estimate
                if heights[s][r] == nil, meets(y, max(h, 1)), let measured = measure(path) {
                    h = measured
                    heights[s][r] = measured
                }
                if meets(y, h) {
                    plan.rowPaths.append(path)
                    plan.rowFrames.append(Rect(x: x, y: y, width: width, height: h))
                }
                y += h
            }
            if meets(y, section.footerHeight) {
                plan.footerSections.append(s)
                plan.footerFrames.append(Rect(x: x, y: y, width: width, height: section.footerHeight))
            }
            y += section.footerHeight
        }
        plan.contentHeight = y
        return plan
    }
}
