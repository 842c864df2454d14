/// UIUserInterfaceSizeClass: how much room an axis of the interface has. UIKit derives it
/// from the device and the orientation (see the device table in docs/devices.md); a
/// layout may install constraints and views for one size class only (`when`).
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
    case compact, regular
}
