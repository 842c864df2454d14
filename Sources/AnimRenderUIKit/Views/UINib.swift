import Foundation

/// A nib file's shape, so that code written for iOS that names nibs compiles (Reusable's
/// `NibLoadable`, `register(_:forCellReuseIdentifier:)` with a nib). There are no nib
/// files here — Interface Builder compiles them on a Mac, and nothing here reads them —
/// so loading one is what UIKit does for a nib that is not in its bundle:
/// NSInternalInconsistencyException, "Could not load NIB in bundle: … with name …",
/// reported (UIKitError), and nothing is instantiated.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// A key of `instantiate(withOwner:options:)`'s options (UIKit's `externalObjects`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name (without `.nib`) and the bundle it would be read from.
    public let nibName: String
    public let bundle: Bundle

    /// As UIKit's, the nib is not read until it is instantiated.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil ?? .main
        super.init()
    }

    /// UIKit's exception for a nib its bundle does not hold (every nib, here), reported;
    /// returns no objects.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        UIKitError.raise(.internalInconsistency(Self.notLoadedReason(name: nibName, bundle: bundle)), in: nil)
        return []
    }

    /// Loads `nib` (a registered nib being dequeued) if there is one; whether there was.
    static func loadIfRegistered(_ nib: UINib?) -> Bool {
        guard let nib else { return false }
        _ = nib.instantiate(withOwner: nil, options: nil)
        return true
    }

    /// UIKit's reason when a nib cannot be loaded.
    nonisolated static func notLoadedReason(name: String, bundle: Bundle) -> String {
        "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'"
    }
}
