/// The arithmetic of a table's vertical layout, which both front ends share: the table
/// header view, then sections of (top padding,) header, rows and footer stacked from the
/// top, then the table footer view; a row is as tall as it was measured, or its estimate
/// until it is; a row is measured when it is about to show (only the rows in view are
/// realised, as UIKit realises them), and stays measured; so are self-sizing section
/// headers and footers. The content height is the sum of what is known and what is
/// estimated (so it changes as rows are measured, as UIKit's `contentSize` does while
/// self-sizing rows scroll into view). A plain table's headers and footers float
/// (`plan(…, floating:)`).
public struct TableGeometry: Sendable {
    /// One section's shape: how many rows, its header's and footer's heights.
    public struct Section: Hashable, Sendable {
        public var rowCount: Int
        public var headerHeight: Double
        public var footerHeight: Double
        /// Whether `headerHeight` / `footerHeight` is an estimate, to be measured when the
        /// header or footer is about to show (a self-sizing header view).
        public var headerIsEstimated: Bool
        public var footerIsEstimated: Bool
        /// Space above the header (iOS 15's `sectionHeaderTopPadding`), taken only while
        /// the header has a height.
        public var headerTopPadding: Double

        public init(rowCount: Int, headerHeight: Double = 0, footerHeight: Double = 0, headerIsEstimated: Bool = false,
                    footerIsEstimated: Bool = false, headerTopPadding: Double = 0) {
            self.rowCount = rowCount; self.headerHeight = headerHeight; self.footerHeight = footerHeight
            self.headerIsEstimated = headerIsEstimated; self.footerIsEstimated = footerIsEstimated
            self.headerTopPadding = headerTopPadding
        }

        /// The padding above the header as of now (none without a header).
        public var padding: Double { headerHeight > 0 ? headerTopPadding : 0 }
        /// Padding, header, footer: what the section takes besides its rows.
        var chrome: Double { padding + headerHeight + footerHeight }
    }

    /// A section's header or its footer.
    public enum Supplement: String, Hashable, Sendable { case header, footer }

    /// What a pass of the table places: the rows, headers and footers in view, with their
    /// frames in the table's content coordinates (a floating header where it floats), and
    /// the content height.
    public struct Plan: Hashable, Sendable {
        public var rows: [(ItemPath, Rect)] { zip(rowPaths, rowFrames).map { ($0, $1) } }
        public var rowPaths: [ItemPath] = []
        public var rowFrames: [Rect] = []
        public var headers: [(section: Int, frame: Rect)] { zip(headerSections, headerFrames).map { ($0, $1) } }
        public var headerSections: [Int] = []
        public var headerFrames: [Rect] = []
        public var footers: [(section: Int, frame: Rect)] { zip(footerSections, footerFrames).map { ($0, $1) } }
        public var footerSections: [Int] = []
        public var footerFrames: [Rect] = []
        public var contentHeight = 0.0
    }

    public var sections: [Section]
    /// Measured heights (nil: not yet), per section and row.
    public var heights: [[Double?]]
    /// Each row's height until it is measured (the delegate's `estimatedHeightForRowAt`,
    /// else `estimate`).
    public var estimates: [[Double]]
    /// The estimate of a row nobody estimated (a row inserted without one).
    public var estimate: Double
    /// The table header and footer views' heights (their frames' heights, as UIKit takes them).
    public var tableHeaderHeight = 0.0
    public var tableFooterHeight = 0.0

    /// Every row estimated at `estimate`, or at `rowEstimate(path)` when given.
    public init(sections: [Section], estimate: Double, rowEstimate: ((ItemPath) -> Double)? = nil) {
        self.sections = sections
        self.estimate = estimate
        heights = sections.map { Array(repeating: nil, count: $0.rowCount) }
        estimates = sections.enumerated().map { s, section in
            (0..<section.rowCount).map { r in rowEstimate?(ItemPath(section: s, item: r)) ?? estimate }
        }
    }

    /// A row's height as of now: measured, else its estimate.
    public func height(of path: ItemPath) -> Double { heights[path.section][path.item] ?? estimates[path.section][path.item] }

    /// Forgets every measurement (`reloadData`, a new width); estimates stay.
    public mutating func forgetHeights() {
        heights = sections.map { Array(repeating: nil, count: $0.rowCount) }
    }

    /// Forgets one row's measurement (a reloaded row).
    public mutating func forgetHeight(of path: ItemPath) {
        guard heights.indices.contains(path.section), heights[path.section].indices.contains(path.item) else { return }
        heights[path.section][path.item] = nil
    }

    /// A row inserted at `path` (rows below move down one), not yet measured.
    public mutating func insertRow(at path: ItemPath, estimate rowEstimate: Double? = nil) {
        guard sections.indices.contains(path.section), path.item <= heights[path.section].count else { return }
        heights[path.section].insert(nil, at: path.item)
        estimates[path.section].insert(rowEstimate ?? estimate, at: path.item)
        sections[path.section].rowCount += 1
    }

    /// The row at `path` removed (rows below move up one).
    public mutating func removeRow(at path: ItemPath) {
        guard sections.indices.contains(path.section), heights[path.section].indices.contains(path.item) else { return }
        heights[path.section].remove(at: path.item)
        estimates[path.section].remove(at: path.item)
        sections[path.section].rowCount -= 1
    }

    /// The sum of the section's rows as of now.
    private func rowsHeight(of s: Int) -> Double {
        var y = 0.0
        for r in 0..<sections[s].rowCount { y += heights[s][r] ?? estimates[s][r] }
        return y
    }

    /// The top of section `s` (its header's padding) as of now.
    public func top(ofSection s: Int) -> Double {
        var y = tableHeaderHeight
        for k in 0..<s { y += sections[k].chrome + rowsHeight(of: k) }
        return y
    }

    /// The sum of every section and the table header and footer as of now.
    public var contentHeight: Double { top(ofSection: sections.count) + tableFooterHeight }

    /// The top of a row as of now (every row above at its measured or estimated height).
    public func top(of path: ItemPath) -> Double {
        var y = top(ofSection: path.section) + sections[path.section].padding + sections[path.section].headerHeight
        for r in 0..<path.item { y += heights[path.section][r] ?? estimates[path.section][r] }
        return y
    }

    /// Lays the sections out top to bottom, `x` and `width` across, and lists what meets
    /// `visible` (content coordinates, the table's bounds): a row that would meet it at its
    /// current height and is not measured is measured first (`measure`, nil keeps the
    /// estimate: fixed-height tables), so the rows below move by what it measured; an
    /// estimated header or footer likewise (`measureSupplement`).
    ///
    /// `floating` (a plain table: the bounds less the adjusted content inset) makes headers
    /// and footers float as UIKit's plain style does: a header stays at the top of it while
    /// its section is there, and is pushed up by the section's end (the next header comes
    /// up under it); a footer stays at its bottom, and does not go above its header.
    public mutating func plan(x: Double, width: Double, visible: ClosedRange<Double>,
                              floating: ClosedRange<Double>? = nil,
                              measure: (ItemPath) -> Double?,
                              measureSupplement: (Supplement, Int) -> Double? = { _, _ in nil }) -> Plan {
        var plan = Plan()
        var y = tableHeaderHeight
        func meets(_ top: Double, _ height: Double) -> Bool { height > 0 && top < visible.upperBound && top + height > visible.lowerBound }
        for s in sections.indices {
            let sectionTop = y
            // A floating header or footer shows wherever its section is in view.
            let spanMeets = floating != nil && meets(sectionTop, sections[s].chrome + rowsHeight(of: s))
            if sections[s].headerIsEstimated, spanMeets || meets(y + sections[s].padding, max(sections[s].headerHeight, 1)) {
                if let h = measureSupplement(.header, s) { sections[s].headerHeight = h }
                sections[s].headerIsEstimated = false
            }
            y += sections[s].padding
            let headerTop = y, headerHeight = sections[s].headerHeight
            y += headerHeight
            for r in 0..<sections[s].rowCount {
                let path = ItemPath(section: s, item: r)
                var h = heights[s][r] ?? estimates[s][r]
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
            if sections[s].footerIsEstimated, spanMeets || meets(y, max(sections[s].footerHeight, 1)) {
                if let h = measureSupplement(.footer, s) { sections[s].footerHeight = h }
                sections[s].footerIsEstimated = false
            }
            let footerTop = y, footerHeight = sections[s].footerHeight
            y += footerHeight
            var headerY = headerTop, footerY = footerTop
            if let floating {
                headerY = max(headerTop, min(floating.lowerBound, y - headerHeight))
                footerY = min(footerTop, max(floating.upperBound - footerHeight, headerTop + headerHeight))
            }
            if meets(headerY, headerHeight) {
                plan.headerSections.append(s)
                plan.headerFrames.append(Rect(x: x, y: headerY, width: width, height: headerHeight))
            }
            if meets(footerY, footerHeight) {
                plan.footerSections.append(s)
                plan.footerFrames.append(Rect(x: x, y: footerY, width: width, height: footerHeight))
            }
        }
        plan.contentHeight = y + tableFooterHeight
        return plan
    }
}
