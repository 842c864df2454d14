import Foundation
import Geometry
import Layout

/// How a view is named in frames.json, the trace and constraint ids when it joins the
/// engine, first rule that applies:
/// 1. its `accessibilityIdentifier`;
/// 2. the stored property that holds it — on the controller (`card`), on a child
///    controller (`detail.card`, after the child's own property name), or on a custom view
///    it is inside (`header.title`, after that view's name); lazy and optional properties
///    and arrays (`rows[2]`) count;
/// 3. its class and place among same-class siblings: `UILabel1` for the first label in
///    the root view, `header.UIView2` for the second plain view inside `header`.
/// A name already taken in the recording gets `#2`, `#3` … (UIKit allows duplicate
/// identifiers; frames.json needs distinct names). Rules 1–2 survive code changes that
/// reorder or add views; rule 3 changes when a same-class sibling is inserted before the
/// view — give such views an identifier.
extension PlaybackHost {
    /// The name `v` (in the window, not yet installed) will get.
    func prospectiveName(of v: UIView) -> ViewID {
        var namer = ViewNamer(host: self)
        return namer.name(for: v)
    }
}

@MainActor
struct ViewNamer {
    let host: PlaybackHost
    /// Property names found by reflection, per view.
    private var properties: [ObjectIdentifier: String]?

    init(host: PlaybackHost) { self.host = host }

    mutating func name(for v: UIView) -> ViewID {
        if let assigned = v.assignedName { return unique(assigned, for: v) }
        if let given = v.accessibilityIdentifier, !given.isEmpty { return unique(given, for: v) }
        if properties == nil { properties = reflectProperties() }
        if let property = properties?[ObjectIdentifier(v)] { return unique(property, for: v) }
        return unique(positionalName(of: v), for: v)
    }

    private func unique(_ base: String, for v: UIView) -> ViewID {
        func free(_ name: ViewID) -> Bool {
            guard name != .window, name != .root else { return false }
            if let holder = host.views[name] { return holder.view === v }
            return host.player.view(name) == nil
        }
        if free(ViewID(base)) { return ViewID(base) }
        var k = 2
        while !free(ViewID("\(base)#\(k)")) { k += 1 }
        return ViewID("\(base)#\(k)")
    }

    private func positionalName(of v: UIView) -> String {
        let cls = v.className
        let parent = v.superview
        let k = (parent?.subviews.prefix { $0 !== v }.filter { $0.className == cls }.count ?? 0) + 1
        let prefix = parent?.recordedName.flatMap { $0 == .root ? nil : $0.name + "." } ?? ""
        return "\(prefix)\(cls)\(k)"
    }

    /// Every view held in a stored property of the controllers or of a custom view in
    /// the window, named after the property (prefixed with the owner's name below the
    /// root controller).
    private func reflectProperties() -> [ObjectIdentifier: String] {
        var found: [ObjectIdentifier: String] = [:]
        func scan(_ owner: AnyObject, prefix: String?) {
            var mirror: Mirror? = Mirror(reflecting: owner)
            while let m = mirror, !Self.isFrameworkType(m.subjectType) {
                for child in m.children {
                    guard let raw = child.label else { continue }
                    let label = Self.propertyName(raw)
                    let name = prefix.map { "\($0).\(label)" } ?? label
                    if let v = child.value as? UIView {
                        if found[ObjectIdentifier(v)] == nil { found[ObjectIdentifier(v)] = name }
                    } else if let list = child.value as? [UIView] {
                        for (i, v) in list.enumerated() where found[ObjectIdentifier(v)] == nil {
                            found[ObjectIdentifier(v)] = "\(name)[\(i)]"
                        }
                    }
                }
                mirror = m.superclassMirror
            }
        }
        let controller = host.controller ?? host.top.viewController
        if let controller {
            scan(controller, prefix: nil)
            for child in controller.controllerTree.dropFirst() {
                let parentNames = child.parent.map { p in
                    Mirror(reflecting: p).children.first { ($0.value as? UIViewController) === child }?.label.map(Self.propertyName)
                } ?? nil
                let prefix = parentNames ?? child.className
                if let v = child.viewIfLoaded, found[ObjectIdentifier(v)] == nil { found[ObjectIdentifier(v)] = prefix }
                scan(child, prefix: prefix)
            }
        }
        // The views in the hierarchy: below the controller's view, or from the detached top.
        let content = controller.map { Array(($0.viewIfLoaded ?? host.top).subtree.dropFirst()) } ?? host.top.subtree
        for v in content where !Self.isFrameworkType(type(of: v)) {
            let owner = v.assignedName ?? v.recordedName?.name ?? v.accessibilityIdentifier ?? found[ObjectIdentifier(v)] ?? v.className
            scan(v, prefix: owner)
        }
        return found
    }

    /// `$__lazy_storage_$_title` → `title`; `_title` (a property wrapper) → `title`.
    static func propertyName(_ label: String) -> String {
        if label.hasPrefix("$__lazy_storage_$_") { return String(label.dropFirst("$__lazy_storage_$_".count)) }
        if label.hasPrefix("_") { return String(label.dropFirst()) }
        return label
    }

    /// animrender's own classes hold nothing the user named.
    static func isFrameworkType(_ t: Any.Type) -> Bool {
        let ours: [Any.Type] = [UIView.self, UILabel.self, UIStackView.self, UIWindow.self, UIViewController.self,
                                UIScrollView.self, UICollectionView.self, UICollectionReusableView.self, UICollectionViewCell.self,
                                UITableView.self, UITableViewCell.self]
        return ours.contains { ObjectIdentifier($0) == ObjectIdentifier(t) }
    }
}
