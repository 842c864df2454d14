import Geometry

/// UIKit's orientation vocabulary is the engine's (one definition, in Geometry): the
/// same case names and meanings. `UIInterfaceOrientation` has no `.unknown` case (a
/// recording always knows its interface orientation).
public typealias UIInterfaceOrientation = Geometry.InterfaceOrientation
public typealias UIInterfaceOrientationMask = Geometry.InterfaceOrientationMask
public typealias UIDeviceOrientation = Geometry.DeviceOrientation
public typealias UIUserInterfaceLayoutDirection = Geometry.LayoutDirection

extension DeviceOrientation {
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the position names an interface orientation (not flat, not unknown).
    public var isValidInterfaceOrientation: Bool { interfaceOrientation != nil }
}

public typealias UISemanticContentAttribute = Geometry.SemanticContentAttribute
