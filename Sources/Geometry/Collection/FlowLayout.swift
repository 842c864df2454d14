/// UICollectionViewFlowLayout's arrangement: items laid in lines across the collection
/// view, lines stacked along the scroll direction, section after section, each section
/// with its header, inset and footer (docs/collections.md, "Flow layout"). A pure function
/// of the sizes: both front ends lay out with it, and the collection view realises the
/// items it shows.
///
/// The rules (Apple's "Using the Flow Layout" where it says, UIKit's observed behaviour where
/// it does not; the choices are docs/collections.md's):
/// 1. A line takes items while their lengths plus `minimumInteritemSpacing` between them fit
///    the width less the section's left and right insets; an item too long for any line gets
///    a line of its own.
/// 2. A line's thickness is its thickest item's; each item is centred across the line
///    (Apple: "the flow layout object centers items vertically on the same line").
/// 3. Every line but the section's last is justified: the room left over widens the gaps
///    evenly (Apple: "the layout object increases the interitem spacing until the items fit
///    evenly"); a line of one item centres it.
/// 4. The section's last line: when every item of the section has the same size, its items
///    stand where they would in a full line (under the columns above); otherwise they are
///    left-aligned at `minimumInteritemSpacing` (UIKit's last-row alignment, as steipete's
///    rdar://20825965 and PSTCollectionView describe it).
/// 5. Lines are `minimumLineSpacing` apart; a header (`headerReferenceSize`'s height, the
///    full width) comes before the section inset, a footer after it; a size of zero there
///    means none.
/// 6. Horizontal scrolling is the same with the axes swapped: lines are columns filled top
///    to bottom, headers are `headerReferenceSize.width` wide at the section's left.
public enum FlowLayout {
    /// One section's items and metrics.
    public struct Section: Hashable, Sendable {
        public var itemSizes: [Size]
        public var inset: EdgeInsets
        public var lineSpacing: Double
        public var interitemSpacing: Double
        public var headerSize: Size
        public var footerSize: Size

        public init(itemSizes: [Size], inset: EdgeInsets = .zero, lineSpacing: Double = 10, interitemSpacing: Double = 10,
                    headerSize: Size = .zero, footerSize: Size = .zero) {
            self.itemSizes = itemSizes; self.inset = inset; self.lineSpacing = lineSpacing
            self.interitemSpacing = interitemSpacing; self.headerSize = headerSize; self.footerSize = footerSize
        }

        /// The section as `configuration` lays it out, with `itemSizes`.
        public init(itemSizes: [Size], configuration c: FlowLayoutConfiguration) {
            self.init(itemSizes: itemSizes, inset: c.sectionInset, lineSpacing: c.minimumLineSpacing,
                      interitemSpacing: c.minimumInteritemSpacing, headerSize: c.headerReferenceSize,
                      footerSize: c.footerReferenceSize)
        }
    }

    /// Lays `sections` out in a collection view whose content is `extent` across (its
    /// width less the adjusted content inset's sides when it scrolls vertically, its height
    /// less top and bottom when horizontally).
    public static func layout(_ sections: [Section], direction: CollectionScrollDirection, extent: Double) -> FlowLayoutResult {
        guard direction == .horizontal else { return vertical(sections, width: extent) }
        // Transposed: a horizontal flow is a vertical one with x and y swapped.
        let swapped = sections.map { s in
            Section(itemSizes: s.itemSizes.map(\.transposed), inset: s.inset.transposed, lineSpacing: s.lineSpacing,
                    interitemSpacing: s.interitemSpacing, headerSize: s.headerSize.transposed, footerSize: s.footerSize.transposed)
        }
        let v = vertical(swapped, width: extent)
        return FlowLayoutResult(items: v.items.map { $0.map(\.transposed) }, headers: v.headers.map { $0?.transposed },
                                footers: v.footers.map { $0?.transposed }, contentSize: v.contentSize.transposed,
                                sectionEnds: v.sectionEnds)
    }

    private static func vertical(_ sections: [Section], width: Double) -> FlowLayoutResult {
        var items: [[Rect]] = [], headers: [Rect?] = [], footers: [Rect?] = [], ends: [Double] = []
        var y = 0.0
        for s in sections {
            if s.headerSize.height > 0 {
                headers.append(Rect(0, y, width, s.headerSize.height))
                y += s.headerSize.height
            } else {
                headers.append(nil)
            }
            y += s.inset.top
            let available = width - s.inset.left - s.inset.right
            var frames: [Rect] = []
            frames.reserveCapacity(s.itemSizes.count)
            let lines = self.lines(s.itemSizes, available: available, spacing: s.interitemSpacing)
            let uniform = s.itemSizes.dropFirst().allSatisfy { $0 == s.itemSizes[0] }
            for (k, line) in lines.enumerated() {
                let sizes = s.itemSizes[line]
                let thickness = sizes.map(\.height).max() ?? 0
                let xs: [Double]
                if k < lines.count - 1 {
                    xs = justified(Array(sizes.map(\.width)), available: available, spacing: s.interitemSpacing)
                } else if uniform, let w = sizes.first?.width {
                    // Where a full line's items stand.
                    let full = max(1, Int(((available + s.interitemSpacing) / (w + s.interitemSpacing)).rounded(.down)))
                    xs = Array(justified(Array(repeating: w, count: max(full, sizes.count)), available: available,
                                         spacing: s.interitemSpacing).prefix(sizes.count))
                } else {
                    var x = 0.0
                    xs = sizes.map { size in defer { x += size.width + s.interitemSpacing }; return x }
                }
                for (size, x) in zip(sizes, xs) {
                    frames.append(Rect(s.inset.left + x, y + (thickness - size.height) / 2, size.width, size.height))
                }
                y += thickness + (k < lines.count - 1 ? s.lineSpacing : 0)
            }
            items.append(frames)
            y += s.inset.bottom
            ends.append(y)
            if s.footerSize.height > 0 {
                footers.append(Rect(0, y, width, s.footerSize.height))
                y += s.footerSize.height
            } else {
                footers.append(nil)
            }
        }
        return FlowLayoutResult(items: items, headers: headers, footers: footers, contentSize: Size(max(0, width), y), sectionEnds: ends)
    }

    /// The items of each line (rule 1), as ranges of indices.
    static func lines(_ sizes: [Size], available: Double, spacing: Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0, used = 0.0
        for (i, size) in sizes.enumerated() {
            if i > start, used + spacing + size.width > available {
                lines.append(start..<i)
                start = i
                used = size.width
            } else {
                used += (i > start ? spacing : 0) + size.width
            }
        }
        if start < sizes.count { lines.append(start..<sizes.count) }
        return lines
    }

    /// Where each item of a justified line starts (rule 3): the gaps share what is left; one
    /// item is centred.
    static func justified(_ widths: [Double], available: Double, spacing: Double) -> [Double] {
        guard widths.count > 1 else { return widths.map { (available - $0) / 2 } }
        let gap = max(spacing, (available - widths.reduce(0, +)) / Double(widths.count - 1))
        var x = 0.0
        return widths.map { w in defer { x += w + gap }; return x }
    }
}

/// Where a flow layout puts everything, in the collection view's content coordinates.
public struct FlowLayoutResult: Hashable, Sendable {
    /// Each section's items' frames.
    public var items: [[Rect]]
    /// Each section's header and footer frame, nil where it has none.
    public var headers: [Rect?]
    public var footers: [Rect?]
    /// `collectionViewContentSize`.
    public var contentSize: Size
    /// Where each section's bottom inset ends (its footer starts), along the scroll axis.
    public var sectionEnds: [Double]

    public init(items: [[Rect]], headers: [Rect?], footers: [Rect?], contentSize: Size, sectionEnds: [Double] = []) {
        self.items = items; self.headers = headers; self.footers = footers; self.contentSize = contentSize
        self.sectionEnds = sectionEnds
    }

    /// The arrangement as a collection view whose bounds are `bounds` shows it: as laid out,
    /// or with `sectionHeadersPinToVisibleBounds` its headers pinned at the visible content's
    /// start (the bounds' top plus `inset.top`; the left plus `inset.left` scrolling
    /// horizontally). Both front ends read headers through this.
    public func shown(_ configuration: FlowLayoutConfiguration, bounds: Rect, inset: EdgeInsets) -> FlowLayoutResult {
        guard configuration.sectionHeadersPinToVisibleBounds else { return self }
        let vertical = configuration.scrollDirection == .vertical
        return pinningHeaders(at: vertical ? bounds.minY + inset.top : bounds.minX + inset.left, direction: configuration.scrollDirection)
    }

    /// The layout with its headers where `sectionHeadersPinToVisibleBounds` shows them when
    /// the visible content starts at `visibleStart` along the scroll axis (the bounds' top, or
    /// left when scrolling horizontally, plus the adjusted content inset there): a header
    /// never stands before its own place, stays at the visible start while its section
    /// passes under it, and is pushed away by its section's end (where the footer starts), so
    /// that it leaves with its last line. UIKit documents only that headers "pin to the top
    /// of the collection view bounds during scrolling"; the push by the section's end is its
    /// observed behaviour, which animrender chose to follow (docs/collections.md).
    public func pinningHeaders(at visibleStart: Double, direction: CollectionScrollDirection) -> FlowLayoutResult {
        var pinned = self
        for (s, header) in headers.enumerated() {
            guard var h = header, sectionEnds.indices.contains(s) else { continue }
            if direction == .vertical {
                h.origin.y = max(h.minY, min(visibleStart, sectionEnds[s] - h.height))
            } else {
                h.origin.x = max(h.minX, min(visibleStart, sectionEnds[s] - h.width))
            }
            pinned.headers[s] = h
        }
        return pinned
    }

    public func frame(of path: ItemPath) -> Rect? {
        guard items.indices.contains(path.section), items[path.section].indices.contains(path.item) else { return nil }
        return items[path.section][path.item]
    }

    /// The items whose frames overlap `rect` (share some area with it), in index-path
    /// order: the ones a collection view showing `rect` realises.
    public func items(in rect: Rect) -> [ItemPath] {
        var found: [ItemPath] = []
        for (s, frames) in items.enumerated() {
            for (i, f) in frames.enumerated() where f.overlaps(rect) { found.append(ItemPath(section: s, item: i)) }
        }
        return found
    }

    /// The sections whose header (or footer) overlaps `rect`.
    public func headers(in rect: Rect) -> [Int] { headers.indices.filter { headers[$0]?.overlaps(rect) == true } }
    public func footers(in rect: Rect) -> [Int] { footers.indices.filter { footers[$0]?.overlaps(rect) == true } }
}

extension Rect {
    /// Whether the two share some area (touching edges do not).
    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    var transposed: Rect { Rect(origin.y, origin.x, size.height, size.width) }
}

extension Size {
    var transposed: Size { Size(height, width) }
}

extension EdgeInsets {
    var transposed: EdgeInsets { EdgeInsets(top: left, left: top, bottom: right, right: bottom) }
}
