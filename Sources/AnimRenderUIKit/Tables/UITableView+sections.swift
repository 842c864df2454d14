import Foundation
import Geometry

/// A section header or footer in view: which, and the view showing it.
struct RealisedSupplement {
    var kind: TableGeometry.Supplement
    var section: Int
    var view: UIView
}

/// Section headers and footers: the delegate's views (`viewForHeaderInSection`), else UIKit's
/// default title view for a section title, realised when they come into view, measured when
/// self-sizing, queued for reuse when they leave (docs/tables.md).
extension UITableView {
    /// Makes `aClass` what `dequeueReusableHeaderFooterView(withIdentifier:)` hands out for
    /// `identifier` when no view of it waits for reuse.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A header or footer view waiting for reuse, else a new one of the registered class,
    /// else nil — as UIKit's, which raises nothing for an identifier nothing was registered
    /// for (the optional is the caller's to unwrap).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = dequeueSupplement(identifier) { return view }
        guard let viewClass = registeredHeaderFooterClasses[identifier] else {
            _ = UINib.loadIfRegistered(registeredNibs[UITableView.headerFooterNibKey(identifier)])
            return nil
        }
        return viewClass.init(registeredWith: identifier)
    }

    /// The header view shown for the section, nil when it is not in view.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        realisedSupplements.first { $0.kind == .header && $0.section == section }?.view as? UITableViewHeaderFooterView
    }

    /// The footer view shown for the section, nil when it is not in view.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        realisedSupplements.first { $0.kind == .footer && $0.section == section }?.view as? UITableViewHeaderFooterView
    }

    private func dequeueSupplement(_ identifier: String) -> UITableViewHeaderFooterView? {
        guard let view = supplementQueue.dequeue(reuseIdentifier: identifier) else { return nil }
        view.prepareForReuse()
        return view
    }

    /// The view for a header or footer: the delegate's, else a title view for the section's
    /// title, else none.
    func obtainSupplement(_ kind: TableGeometry.Supplement, _ section: Int) -> UIView? {
        let asked = kind == .header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                                    : tableDelegate?.tableView(self, viewForFooterInSection: section)
        let titles: (header: String?, footer: String?) = sectionTitles.indices.contains(section) ? sectionTitles[section] : (nil, nil)
        let view: UIView
        if let asked {
            view = asked
        } else if let title = kind == .header ? titles.header : titles.footer {
            let made = dequeueSupplement("") ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
            madeTitleViews.insert(ObjectIdentifier(made))
            made.becomeTitle(title, of: kind, in: tableContent.style)
            view = made
        } else {
            return nil
        }
        if view.assignedName == nil, view.accessibilityIdentifier == nil {
            supplementsNamed += 1
            view.assignedName = "\(recordedName ?? "table").\(kind.rawValue)\(supplementsNamed)"
        }
        return view
    }

    /// A self-sizing header's or footer's height at `width`: a title view's, or no view's, is
    /// the style's default (plain 28 / 0, grouped 38 / 18); a `UITableViewHeaderFooterView`'s
    /// its content view fitted as a cell's is; another view's its frame's height, or its
    /// constraints' when it has none.
    func measuredHeight(of view: UIView?, _ kind: TableGeometry.Supplement, width: Double) -> Double {
        let isTitle = view.map { madeTitleViews.contains(ObjectIdentifier($0)) } ?? false
        guard let view, !isTitle else {
            // The style's default, with a title or without (a grouped table's gap).
            let content = tableContent
            return kind == .header ? content.headerHeight(hasTitle: isTitle) : content.footerHeight(hasTitle: isTitle)
        }
        if let v = view as? UITableViewHeaderFooterView { return v.contentView.selfSizingHeight(width: CGFloat(width)).native }
        if view.frame.height > 0 { return view.frame.height.native }
        return view.selfSizingHeight(width: CGFloat(width)).native
    }

    /// Before a pass: the headers and footers of sections wholly out of `visible` leave (to
    /// their queues, so that the sections coming into view reuse their views).
    func retireSupplements(outside visible: ClosedRange<Double>, in geometry: TableGeometry) {
        realisedSupplements.removeAll { s in
            if geometry.sections.indices.contains(s.section) {
                let top = geometry.top(ofSection: s.section), bottom = geometry.top(ofSection: s.section + 1)
                guard top >= visible.upperBound || bottom <= visible.lowerBound else { return false }
            }
            retire(s)
            return true
        }
    }

    /// Shows the plan's headers and footers: those already in view keep their views, the
    /// others get theirs (`obtained` holds those asked while measuring); the rest leave.
    /// They are kept in front of the cells, as floating headers cover the rows under them.
    func placeSupplements(_ plan: TableGeometry.Plan, obtained: [RealisedSupplement]) {
        var kept: [RealisedSupplement] = []
        let wanted = plan.headers.map { (TableGeometry.Supplement.header, $0.section, $0.frame) }
                   + plan.footers.map { (TableGeometry.Supplement.footer, $0.section, $0.frame) }
        var pool = realisedSupplements + obtained
        for (kind, section, frame) in wanted.sorted(by: { ($0.1, $0.0 == .footer ? 1 : 0) < ($1.1, $1.0 == .footer ? 1 : 0) }) {
            let view: UIView
            if let k = pool.firstIndex(where: { $0.kind == kind && $0.section == section }) {
                view = pool.remove(at: k).view
            } else if let made = obtainSupplement(kind, section) {
                view = made
            } else {
                continue
            }
            UIView.performWithoutAnimation {
                view.place(at: CGRect(frame))
                if let v = view as? UITableViewHeaderFooterView { v.contentView.place(at: CGRect(x: 0, y: 0, width: frame.width, height: frame.height)) }
                if view.isHidden { view.isHidden = false }
                if view.superview !== self {
                    if let v = view as? UITableViewHeaderFooterView { nameSubtree(of: v, contentView: v.contentView, textLabel: v.madeTextLabelIfAny) }
                    addSubview(view)
                }
            }
            kept.append(RealisedSupplement(kind: kind, section: section, view: view))
        }
        for s in pool where !kept.contains(where: { $0.view === s.view }) { retire(s) }
        realisedSupplements = kept
        let views = kept.map(\.view)
        if !subviews.suffix(views.count).elementsEqual(views, by: ===) {
            for v in views { bringSubviewToFront(v) }
        }
    }

    /// A header or footer leaves the view: queued, hidden, when it is reusable (a cell's
    /// way); removed from the table when not.
    func retire(_ s: RealisedSupplement) {
        let v = s.view as? UITableViewHeaderFooterView
        guard let v, let id = madeTitleViews.contains(ObjectIdentifier(v)) ? "" : v.reuseIdentifier else {
            // A view that is not reused leaves the table, as UIKit removes it.
            if s.view.superview === self { s.view.removeFromSuperview() }
            return
        }
        supplementQueue.enqueue(v, reuseIdentifier: id)
        if v.superview === self, !v.isHidden { v.isHidden = true }
    }

    /// Puts the table header and footer views at the top and the bottom of the content, as
    /// wide as the table.
    func placeTableEdgeViews(width: CGFloat, contentHeight: Double) {
        UIView.performWithoutAnimation {
            tableHeaderView?.place(at: CGRect(x: 0, y: 0, width: width, height: CGFloat(tableHeaderHeight)))
            tableFooterView?.place(at: CGRect(x: 0, y: CGFloat(contentHeight - tableFooterHeight), width: width,
                                              height: CGFloat(tableFooterHeight)))
        }
    }
}
