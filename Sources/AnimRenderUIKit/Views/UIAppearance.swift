import Foundation

/// UIKit's `UIAppearance`: the protocol every view adopts, so that code which extends
/// `UIAppearance` (a styling helper returning `Self`, as Stevia's `style(_:)`) reaches every
/// view class. Only the protocol and its adoption are here: the appearance proxies
/// (`appearance()`, `appearance(whenContainedInInstancesOf:)`) are not, so a call to one
/// is a compile error rather than a proxy that styles nothing (docs/swift-api.md).
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {}

extension UIView: UIAppearance {}
