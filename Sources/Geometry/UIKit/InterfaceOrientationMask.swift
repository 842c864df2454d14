/// UIInterfaceOrientationMask: a set of interface orientations, as an app's Info.plist
/// and a view controller's `supportedInterfaceOrientations` give them. The interface may
/// only take orientations in the intersection of the app's and the controller's masks.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public init(_ orientation: InterfaceOrientation) {
        self.init(rawValue: 1 << orientation.quarterTurnsFromPortrait)
    }

    public static let portrait = InterfaceOrientationMask(.portrait)
    public static let portraitUpsideDown = InterfaceOrientationMask(.portraitUpsideDown)
    public static let landscapeLeft = InterfaceOrientationMask(.landscapeLeft)
    public static let landscapeRight = InterfaceOrientationMask(.landscapeRight)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

    /// The names the timeline format accepts, in the order suggestions are offered.
    /// `portrait` is both an orientation and a mask, with the same meaning.
    public static let namedMasks: [(name: String, mask: InterfaceOrientationMask)] = [
        ("portrait", .portrait), ("portraitUpsideDown", .portraitUpsideDown),
        ("landscapeLeft", .landscapeLeft), ("landscapeRight", .landscapeRight),
        ("landscape", .landscape), ("all", .all), ("allButUpsideDown", .allButUpsideDown),
    ]

    public static func named(_ name: String) -> InterfaceOrientationMask? {
        namedMasks.first { $0.name == name }?.mask
    }

    public func contains(_ orientation: InterfaceOrientation) -> Bool { contains(InterfaceOrientationMask(orientation)) }

    /// Members in UIInterfaceOrientation order (portrait, upside down, landscapeLeft,
    /// landscapeRight): a fixed order, so anything derived from a mask is stable.
    public var orientations: [InterfaceOrientation] {
        [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight].filter { contains($0) }
    }

    /// The shortest name for the mask, e.g. `allButUpsideDown` or `[portrait, landscapeLeft]`.
    public var description: String {
        if let named = Self.namedMasks.first(where: { $0.mask == self }) { return named.name }
        return "[" + orientations.map(\.rawValue).joined(separator: ", ") + "]"
    }
}
