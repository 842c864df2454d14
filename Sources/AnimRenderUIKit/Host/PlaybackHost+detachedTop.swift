import Foundation
import Geometry
import Layout

/// A detached top view laid out by constraints (`translatesAutoresizingMaskIntoConstraints`
/// false) has nothing above it to place it: its constraints give it a size, and its origin
/// stays where its frame has it. Two constraints hold the origin, `NAME.origin.x` and
/// `NAME.origin.y`, kept at the frame's (moved with it when the frame is set); with the
/// mask translated the view's autoresizing constraints hold its whole frame instead.
extension PlaybackHost {
    func pinOrigin() {
        guard !isWindow, top.host === self, let name = top.recordedName else { return }
        guard !top.spec.translatesAutoresizingMaskIntoConstraints else {
            if let pins = originPins {
                originPins = nil
                perform { try $0.player.removeConstraint(pins.x); try $0.player.removeConstraint(pins.y) }
            }
            return
        }
        // The untransformed frame's origin, where constraints put the alignment rect.
        let center = top.center, bounds = top.bounds, anchor = top.spec.anchorPoint, insets = top.spec.alignmentRectInsets
        let x = center.x.native - anchor.x * bounds.width.native + insets.left
        let y = center.y.native - anchor.y * bounds.height.native + insets.top
        if let pins = originPins {
            perform { try $0.player.setConstantNow(pins.x, to: x); try $0.player.setConstantNow(pins.y, to: y) }
            return
        }
        let root = ItemReference(view: .root), me = ItemReference(view: name)
        perform { host in
            let px = try host.player.addConstraint(ConstraintDescription(
                id: LayoutConstraintID(name.name + ".origin.x"), firstItem: me, firstAttribute: .left, secondItem: root, secondAttribute: .left, constant: x))
            let py = try host.player.addConstraint(ConstraintDescription(
                id: LayoutConstraintID(name.name + ".origin.y"), firstItem: me, firstAttribute: .top, secondItem: root, secondAttribute: .top, constant: y))
            host.originPins = (px, py)
        }
    }
}
