/// UIUserInterfaceSizeClass: how much room an axis of the interface has. UIKit derives it
/// from the device and the orientation (see the device table in docs/devices.md); a
/// layout may install constraints and views for one size class only (`when`).
///
/// `unspecified` is UIKit's value for a trait collection that does not say (one built
/// with another trait only); a screen, a frame's traits and a `when` condition are always
/// `compact` or `regular`.
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
    case compact, regular, unspecified
}
