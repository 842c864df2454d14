import Geometry

/// The trait collection and what depends on it, as UIKit updates it when traits change:
/// size-class variations installed and uninstalled (Interface Builder's per-size-class
/// "installed": a view not installed is not in the window, and every constraint that
/// mentions it, or whose own `when` does not match, is inactive), the root view's
/// `systemMinimumLayoutMargins`, and labels with a Dynamic Type font re-measured.
///
/// "Installed", exactly: a view is installed while its `when` matches and its superview
/// is installed; an uninstalled view keeps its properties and its constraints, but is
/// left out of the tree (no layout, no drawing, not in a frame's `views`) and removed
/// from a stack's arrangement. A constraint is installed while its own `when` matches and
/// every view it names is installed; it is in effect when installed and active.
/// Activating an uninstalled constraint sets its `isActive`, which takes effect when it
/// is installed again; an uninstalled constraint is reported inactive.
extension LayoutEngine {
    /// The traits in force: `configuration.traits`, the one place they come from.
    public var traits: TraitCollection { configuration.traits }

    /// Whether a view's own `when` lets it into the window (its superview aside).
    func conditionAllows(_ n: ViewNode) -> Bool { n.spec.condition?.matches(traits) ?? true }

    /// Recomputes `isInstalled` for `n` and its subtree and the installed children of
    /// every view on the way; views that come back are laid out anew. Returns whether
    /// anything changed.
    @discardableResult
    func refreshInstallation(from n: ViewNode) -> Bool {
        var changed = false
        func update(_ k: ViewNode, installed: Bool) {
            guard installed != k.isInstalled else { return }
            changed = true
            k.isInstalled = installed
            if installed { k.needsLayout = true; k.needsUpdateConstraints = true }
            if let p = k.parentNode { p.needsLayout = true }
        }
        update(n, installed: n.role != .view || ((n.parentNode?.isInstalled ?? false) && conditionAllows(n)))
        // Each view's subviews get their flags before its installed children are listed.
        var pending: [ViewNode] = [n]
        while let k = pending.popLast() {
            for c in k.subviews {
                guard let child = tree.nodes[c] else { continue }
                update(child, installed: k.isInstalled && conditionAllows(child))
                pending.append(child)
            }
            tree.refreshChildren(k)
        }
        if let p = n.parentNode { tree.refreshChildren(p) }
        if changed { cycle.changeCount &+= 1; cycle.engineDirty = true }
        return changed
    }

    /// UIContentSizeCategory changed (the user moved the Larger Text slider): labels whose
    /// font is a text style take the new size, are re-measured and invalidate layout.
    public func setContentSizeCategory(_ category: ContentSizeCategory) {
        let old = traits
        configuration.contentSizeCategory = category
        traitsDidChange(from: old)
    }

    /// The user switched between light and dark (Settings, Control Centre). Nothing is laid
    /// out again: the appearance changes colours only, which the frames resolve.
    public func setUserInterfaceStyle(_ style: UserInterfaceStyle) {
        configuration.userInterfaceStyle = style
    }

    /// Brings everything that depends on the traits up to date after they changed from
    /// `old`; the next layout pass lays the result out.
    func traitsDidChange(from old: TraitCollection) {
        let new = traits
        guard new != old, let window = tree.nodes[ViewID.window], tree.nodes[ViewID.root] != nil else { return }
        if new.layoutDirection != old.layoutDirection {
            tree.refreshLayoutDirections(from: window, appDirection: configuration.layoutDirection)
            for n in tree.preorder() { n.needsLayout = true }
        }
        if new.sizeClasses != old.sizeClasses {
            if new.horizontalSizeClass != old.horizontalSizeClass { refreshRootLayoutMargins() }
            refreshInstallation(from: window)
            for n in tree.preorder() where n.spec.isStack { store.arrangeStack(n) }
        }
        if new.contentSizeCategory != old.contentSizeCategory {
            for n in tree.nodes.values.sorted(by: { $0.serial < $1.serial }) where (n.spec.font.textStyle != nil && n.spec.isLabel) || n.spec.content != .plain {
                store.invalidateIntrinsicContentSize(n)
            }
        }
        cycle.engineDirty = true
        store.refreshInstalledConstraints()
    }
}

extension LayoutEngine {
    /// `view.layoutMargins = …` on the controller's root view (nil: back to the system's).
    /// UIKit keeps them no smaller than `systemMinimumLayoutMargins` unless
    /// `viewRespectsSystemMinimumLayoutMargins` is false.
    public func setRootLayoutMargins(_ margins: EdgeInsets?) {
        configuration.rootLayoutMargins = margins
        refreshRootLayoutMargins()
    }

    /// The controller's `viewRespectsSystemMinimumLayoutMargins`.
    public func setViewRespectsSystemMinimumLayoutMargins(_ respects: Bool) {
        configuration.viewRespectsSystemMinimumLayoutMargins = respects
        refreshRootLayoutMargins()
    }

    /// Gives the root view the margins the configuration and traits call for.
    func refreshRootLayoutMargins() {
        guard let root = tree.nodes[ViewID.root] else { return }
        let margins = configuration.currentRootLayoutMargins
        guard root.spec.layoutMargins != margins else { return }
        root.spec.layoutMargins = margins
        root.needsLayout = true
        cycle.engineDirty = true
    }
}
