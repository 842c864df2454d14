import Foundation

/// The Objective-C runtime's associated-object policies, with the runtime's raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Kept without a reference. A class instance is held weakly here (the runtime keeps an
    /// unsafe pointer, which would read a freed object; here it reads nil).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy: an `NSCopying` object is copied; a Swift value is a value already.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// As `.OBJC_ASSOCIATION_RETAIN_NONATOMIC` (every call here is atomic).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// As `.OBJC_ASSOCIATION_COPY_NONATOMIC` (every call here is atomic).
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key`, as the Objective-C runtime does (SnapKit
/// keeps a view's debugging label so): nil removes the association. `key` is compared by
/// address: pass the address of a global or static variable (`&labelKey`).
///
/// The values go when the object goes, never kept alive by the association: the UIKit
/// module's own objects (views, controllers, constraints, layout guides) keep them in
/// themselves and release them with themselves; any other object's are kept in a table
/// keyed weakly by its identity, and those of an object that has been released are
/// released at the next call of any of these functions. Only class instances have
/// associations (a value type is a new copy at every call). Thread-safe.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    guard let owner = AssociationTable.owner(object) else { return }
    let stored = value.map { AssociatedValue($0, policy: policy) }
    AssociationTable.shared.update(owner, create: stored != nil) { values in
        let old = values[key]
        values[key] = stored
        return old
    }
}

/// The value associated with `object` under `key`: nil when there is none, or when it was
/// kept with `.OBJC_ASSOCIATION_ASSIGN` and has been released.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociationTable.owner(object) else { return nil }
    var found: Any?
    AssociationTable.shared.update(owner, create: false) { values in
        found = values[key]?.value
        return nil
    }
    return found
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociationTable.owner(object) else { return }
    AssociationTable.shared.update(owner, create: false) { values in
        defer { values.removeAll() }
        return values.isEmpty ? nil : Array(values.values)
    }
}

/// A value as a policy keeps it.
enum AssociatedValue {
    case strong(Any)
    case weak(WeakReference)

    init(_ value: Any, policy: objc_AssociationPolicy) {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            if type(of: value as Any) is AnyClass { self = .weak(WeakReference(value as AnyObject)) } else { self = .strong(value) }
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            self = .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            self = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
        }
    }

    var value: Any? {
        switch self {
        case .strong(let v): return v
        case .weak(let w): return w.object
        }
    }
}

/// A weak reference to an object of any class.
struct WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// An object that keeps its own associations (the UIKit module's classes): they are
/// released with it. The table's lock guards the property.
protocol AssociationHolding: AnyObject {
    var associatedValues: [UnsafeRawPointer: AssociatedValue] { get set }
}

/// Every object's associations behind one lock: the holders' own, and a table for other
/// objects keyed by identity with a weak reference to tell a released object from a new
/// one at the same address. This is the runtime's state, process-wide as the runtime's is;
/// two view hierarchies share nothing through it (their objects are different keys).
final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    private struct Entry {
        var owner: WeakReference
        var values: [UnsafeRawPointer: AssociatedValue]
    }

    private let lock = NSLock()
    private var others: [ObjectIdentifier: Entry] = [:]

    /// The object a call is about: a class instance (an optional unwrapped, as the
    /// runtime's bridging does), nil for a value.
    static func owner(_ object: Any) -> AnyObject? {
        if let optional = object as? OptionalAssociationOwner { return optional.wrappedOwner.flatMap(owner) }
        guard type(of: object as Any) is AnyClass else { return nil }
        return object as AnyObject
    }

    /// Runs `body` on `owner`'s associations under the lock (making them when `create`);
    /// what it returns, and the values of released objects swept from the table, are
    /// released after the lock is given up (their deinits may call these functions).
    func update(_ owner: AnyObject, create: Bool, _ body: (inout [UnsafeRawPointer: AssociatedValue]) -> Any?) {
        var released: [Any] = []
        lock.lock()
        released.append(sweep())
        if let holder = owner as? AssociationHolding {
            released.append(body(&holder.associatedValues) as Any)
        } else {
            let id = ObjectIdentifier(owner)
            if others[id] == nil, create { others[id] = Entry(owner: WeakReference(owner), values: [:]) }
            if var entry = others[id] {
                released.append(body(&entry.values) as Any)
                others[id] = entry.values.isEmpty ? nil : entry
            }
        }
        lock.unlock()
        released.removeAll()
    }

    /// Takes the entries of released objects out of the table (returned, to be released
    /// outside the lock).
    private func sweep() -> [Entry] {
        let dead = others.filter { $0.value.owner.object == nil }
        for id in dead.keys { others[id] = nil }
        return Array(dead.values)
    }
}

/// `Optional` as an associations owner: its wrapped value.
private protocol OptionalAssociationOwner {
    var wrappedOwner: Any? { get }
}

extension Optional: OptionalAssociationOwner {
    fileprivate var wrappedOwner: Any? { map { $0 as Any } }
}

extension UIResponder: AssociationHolding {}
extension NSLayoutConstraint: AssociationHolding {}
extension UILayoutGuide: AssociationHolding {}
