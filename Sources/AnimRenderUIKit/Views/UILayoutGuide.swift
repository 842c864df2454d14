import Foundation
import Geometry
import Layout

/// A rectangle that takes part in Auto Layout without being a view: a view's
/// `safeAreaLayoutGuide` and `layoutMarginsGuide`, a scroll view's `contentLayoutGuide` and
/// `frameLayoutGuide`, or one made with `UILayoutGuide()` and added with `addLayoutGuide(_:)`.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    enum Kind { case safeArea, margins, content, frame, custom }

    /// `objc_setAssociatedObject`'s values for this object, released with it (guarded by
    /// the association table's lock).
    nonisolated(unsafe) var associatedValues: [UnsafeRawPointer: AssociatedValue] = [:]

    /// The view the guide was added to (UIKit lets code set it; here `addLayoutGuide(_:)`
    /// does).
    open internal(set) weak var owningView: UIView?
    /// Names a custom guide in frames.json and constraint names (`owner.identifier`).
    open var identifier: String = ""
    let kind: Kind
    /// A custom guide's name in the engine, once installed.
    var recordedName: LayoutGuideID?

    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        super.init()
        owningView = owner
        switch kind {
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .margins: identifier = "UIViewLayoutMarginsGuide"
        case .content: identifier = "UIScrollView-contentLayoutGuide"
        case .frame: identifier = "UIScrollView-frameLayoutGuide"
        case .custom: identifier = ""
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        let bounds = owner.bounds
        switch kind {
        case .safeArea: return bounds.inset(by: owner.layoutSafeAreaInsets)
        case .margins: return bounds.inset(by: owner.layoutMarginsForGuide)
        // The content's origin is the bounds' zero; the frame is where the bounds are.
        case .content: return CGRect(origin: .zero, size: (owner as? UIScrollView)?.contentSize ?? .zero)
        case .frame: return bounds
        case .custom: return owner.host?.layoutFrame(of: self) ?? .zero
        }
    }

    /// What the engine calls the guide's item.
    var itemReference: ItemReference? {
        guard let owner = owningView?.recordedName else { return nil }
        switch kind {
        case .safeArea: return ItemReference(view: owner, guide: .safeArea)
        case .margins: return ItemReference(view: owner, guide: .margins)
        case .content: return ItemReference(view: owner, guide: .contentLayoutGuide)
        case .frame: return ItemReference(view: owner, guide: .frameLayoutGuide)
        case .custom: return recordedName.map { ItemReference(view: ViewID(guide: $0)) }
        }
    }

    var debugName: String {
        let owner = owningView?.shortName ?? "nil"
        switch kind {
        case .safeArea: return owner + ".safeArea"
        case .margins: return owner + ".margins"
        case .content: return owner + ".contentLayoutGuide"
        case .frame: return owner + ".frameLayoutGuide"
        case .custom: return recordedName?.name ?? (identifier.isEmpty ? "UILayoutGuide" : identifier)
        }
    }

    open override var description: String {
        mainActorDescription(of: self) { "<UILayoutGuide: \(debugName); layoutFrame = \(layoutFrame.rect)>" }
    }
}
