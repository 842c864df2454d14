import Geometry

/// UIKit's interface orientation with UIKit's raw values (`unknown` 0, `portrait` 1,
/// `portraitUpsideDown` 2, `landscapeRight` 3, `landscapeLeft` 4). The engine's orientation
/// is its own type (the timeline's names), mapped one to one; `unknown` has no counterpart
/// there and plays as portrait.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The engine's orientation; `unknown` plays as portrait.
    var geometry: InterfaceOrientation {
        switch self {
        case .unknown, .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeLeft
        case .landscapeRight: return .landscapeRight
        }
    }

    init(_ o: InterfaceOrientation) {
        switch o {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        }
    }
}

/// UIKit's orientation mask with UIKit's bits (`1 << orientation.rawValue`).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The engine's mask (bits it does not know are dropped).
    var geometry: InterfaceOrientationMask {
        var mask: InterfaceOrientationMask = []
        for (mine, theirs) in Self.pairs where contains(mine) { mask.insert(theirs) }
        return mask
    }

    init(_ mask: InterfaceOrientationMask) {
        self = []
        for (mine, theirs) in Self.pairs where mask.contains(theirs) { insert(mine) }
    }

    private static let pairs: [(UIInterfaceOrientationMask, InterfaceOrientationMask)] = [
        (.portrait, .portrait), (.portraitUpsideDown, .portraitUpsideDown),
        (.landscapeLeft, .landscapeLeft), (.landscapeRight, .landscapeRight),
    ]
}

/// UIKit's device orientation with UIKit's raw values (`unknown` 0 … `faceDown` 6).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the position names an interface orientation (not flat, not unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    var geometry: DeviceOrientation {
        switch self {
        case .unknown: return .unknown
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeLeft
        case .landscapeRight: return .landscapeRight
        case .faceUp: return .faceUp
        case .faceDown: return .faceDown
        }
    }

    init(_ o: DeviceOrientation) {
        switch o {
        case .unknown: self = .unknown
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        case .faceUp: self = .faceUp
        case .faceDown: self = .faceDown
        }
    }
}
