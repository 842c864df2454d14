/// UIDeviceOrientation: how the physical device is held. Device and interface
/// orientations name landscape from opposite points of view: device `landscapeLeft`
/// (home button on the right) shows interface `landscapeRight`, and vice versa.
public enum DeviceOrientation: String, CaseIterable, Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// The interface orientation UIKit rotates to, or nil when the device position says
    /// nothing about it (`faceUp`, `faceDown`, `unknown`): the interface stays as it is.
    public var interfaceOrientation: InterfaceOrientation? {
        switch self {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        case .unknown, .faceUp, .faceDown: return nil
        }
    }
}
