import AnimRenderUIKit
import Foundation

/// swift-snapshot-testing's device configurations for the UIKit image strategies
/// (`assertSnapshot(of: vc, as: .image(on: .iPhone13))`), which its Linux build does not
/// have: the same names, with its sizes, safe areas and traits (force touch, which this
/// UIKit has not, left out). Size classes, layout direction, text size and display scale
/// are applied to the layout; the idiom is in the configuration's traits only (a view's
/// own `traitCollection` has the simulated screen's).
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

// MARK: Phones

extension ViewImageConfig {
    /// A phone in `orientation`: `portrait` is `size` with `portraitSafeArea`; landscape
    /// turns both (the safe area's top inset moves to the sides, as the presets have it).
    private static func phone(_ orientation: Orientation, portrait size: CGSize, safeArea portrait: UIEdgeInsets,
                              landscape: UIEdgeInsets, landscapeWidthIsRegular: Bool) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: portrait, size: size, traits: .phone(horizontal: .compact, vertical: .regular))
        case .landscape:
            return ViewImageConfig(safeArea: landscape, size: CGSize(width: size.height, height: size.width),
                                   traits: .phone(horizontal: landscapeWidthIsRegular ? .regular : .compact, vertical: .compact))
        }
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 320, height: 568), safeArea: statusBar, landscape: .zero,
              landscapeWidthIsRegular: false)
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 375, height: 667), safeArea: statusBar, landscape: .zero,
              landscapeWidthIsRegular: false)
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 414, height: 736), safeArea: statusBar, landscape: .zero,
              landscapeWidthIsRegular: true)
    }

    private static let notch44 = (portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                                  landscape: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    private static let notch47 = (portrait: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                  landscape: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 375, height: 812), safeArea: notch44.portrait, landscape: notch44.landscape,
              landscapeWidthIsRegular: false)
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 414, height: 896), safeArea: notch44.portrait, landscape: notch44.landscape,
              landscapeWidthIsRegular: true)
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 414, height: 896), safeArea: notch44.portrait, landscape: notch44.landscape,
              landscapeWidthIsRegular: true)
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 390, height: 844), safeArea: notch47.portrait, landscape: notch47.landscape,
              landscapeWidthIsRegular: false)
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 428, height: 926), safeArea: notch47.portrait, landscape: notch47.landscape,
              landscapeWidthIsRegular: true)
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 390, height: 844), safeArea: notch47.portrait, landscape: notch47.landscape,
              landscapeWidthIsRegular: false)
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 375, height: 812), safeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
              landscape: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), landscapeWidthIsRegular: false)
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 428, height: 926), safeArea: notch47.portrait, landscape: notch47.landscape,
              landscapeWidthIsRegular: true)
    }
}

// MARK: Tablets

extension ViewImageConfig {
    /// An iPad: full screen in `orientation`, or a split view's share of it. The widths of
    /// the shares are swift-snapshot-testing's; a third or a half of a landscape screen and
    /// less than the full portrait width are compact in width.
    private static func tablet(_ orientation: TabletOrientation, landscape: (oneThird: CGFloat, oneHalf: CGFloat,
                               twoThirds: CGFloat, full: CGSize), portrait: (oneThird: CGFloat, twoThirds: CGFloat),
                               safeArea: UIEdgeInsets) -> ViewImageConfig {
        let width: CGFloat, height: CGFloat, compact: Bool
        switch orientation {
        case .landscape(let split):
            height = landscape.full.height
            switch split {
            case .oneThird: (width, compact) = (landscape.oneThird, true)
            case .oneHalf: (width, compact) = (landscape.oneHalf, true)
            case .twoThirds: (width, compact) = (landscape.twoThirds, false)
            case .full: (width, compact) = (landscape.full.width, false)
            }
        case .portrait(let split):
            height = landscape.full.width
            switch split {
            case .oneThird: (width, compact) = (portrait.oneThird, true)
            case .twoThirds: (width, compact) = (portrait.twoThirds, true)
            case .full: (width, compact) = (landscape.full.height, false)
            }
        }
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height),
                               traits: UITraitCollection(traitsFrom: [.init(horizontalSizeClass: compact ? .compact : .regular),
                                                                      .init(verticalSizeClass: .regular),
                                                                      .init(userInterfaceIdiom: .pad)]))
    }

    private static func tablet(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(tablet(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: (320, 507, 694, CGSize(width: 1024, height: 768)), portrait: (320, 438), safeArea: statusBar)
    }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { .iPadMini(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { .iPad10_2(tablet(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: (320, 535, 750, CGSize(width: 1080, height: 810)), portrait: (320, 480), safeArea: statusBar)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { .iPadPro10_5(tablet(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: (320, 551, 782, CGSize(width: 1112, height: 834)), portrait: (320, 504), safeArea: statusBar)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { .iPadPro11(tablet(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: (375, 592, 809, CGSize(width: 1194, height: 834)), portrait: (320, 504),
               safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { .iPadPro12_9(tablet(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: (375, 678, 981, CGSize(width: 1366, height: 1024)), portrait: (375, 639), safeArea: statusBar)
    }

    public static let tv = ViewImageConfig(safeArea: UIEdgeInsets(top: 60, left: 90, bottom: 60, right: 90),
                                           size: CGSize(width: 1920, height: 1080), traits: .init())
    public static let tv4K = ViewImageConfig(safeArea: UIEdgeInsets(top: 120, left: 180, bottom: 120, right: 180),
                                             size: CGSize(width: 3840, height: 2160), traits: .init())
}

extension UITraitCollection {
    /// A phone's traits in swift-snapshot-testing's presets: left to right, the `medium` text
    /// size, the phone idiom, its size classes.
    fileprivate static func phone(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) -> UITraitCollection {
        UITraitCollection(traitsFrom: [.init(layoutDirection: .leftToRight), .init(preferredContentSizeCategory: .medium),
                                       .init(userInterfaceIdiom: .phone),
                                       .init(horizontalSizeClass: horizontal), .init(verticalSizeClass: vertical)])
    }
}
