import Foundation
import Geometry

extension UIButton {
    /// `UIButton.Configuration` (iOS 15): a button's title, subtitle and image, how they
    /// are arranged, and a style's appearance. Made with `.plain()`, `.tinted()`, `.gray()`,
    /// `.filled()` (and iOS 15's `.borderless()`, `.bordered()`, `.borderedTinted()`,
    /// `.borderedProminent()`, drawn as those four); UIKit's defaults (docs/controls.md).
    public struct Configuration: Hashable, Sendable {
        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Hashable, Sendable {
            case fixed = -1, dynamic = 0, small, medium, large, capsule
        }
        /// `UIButton.Configuration.Size`.
        public enum Size: Int, Hashable, Sendable {
            case medium = 0, small, mini, large
        }

        private(set) var style: ButtonConfiguration.Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// Where the image sits next to the title: `.leading` (the default), `.trailing`,
        /// `.top` or `.bottom`; other edge sets are taken as `.leading`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var baseBackgroundColor: UIColor?
        public var baseForegroundColor: UIColor?
        private var explicitInsets: NSDirectionalEdgeInsets?

        init(style: ButtonConfiguration.Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The distance from the bounds to the content: the button size's default until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get {
                explicitInsets ?? {
                    let d = ControlMetrics.buttonConfigurationInsets(for: buttonSize.geometry)
                    return NSDirectionalEdgeInsets(top: CGFloat(d.top), leading: CGFloat(d.leading), bottom: CGFloat(d.bottom),
                                                   trailing: CGFloat(d.trailing))
                }()
            }
            set { explicitInsets = newValue }
        }

        /// Back to the button size's default insets.
        public mutating func setDefaultContentInsets() { explicitInsets = nil }

        /// The value the engine measures and the renderer draws.
        var geometry: ButtonConfiguration {
            ButtonConfiguration(
                style: style, title: title, subtitle: subtitle, image: image?.image, imagePlacement: imagePlacement.placement,
                imagePadding: imagePadding.native, titlePadding: titlePadding.native,
                contentInsets: explicitInsets.map { DirectionalEdgeInsets(top: $0.top.native, leading: $0.leading.native,
                                                                          bottom: $0.bottom.native, trailing: $0.trailing.native) },
                cornerStyle: cornerStyle.geometry, buttonSize: buttonSize.geometry,
                baseBackgroundColor: baseBackgroundColor?.dynamic, baseForegroundColor: baseForegroundColor?.dynamic)
        }
    }
}

extension UIButton.Configuration.CornerStyle {
    var geometry: ButtonConfiguration.CornerStyle {
        switch self {
        case .fixed: return .fixed
        case .dynamic: return .dynamic
        case .small: return .small
        case .medium: return .medium
        case .large: return .large
        case .capsule: return .capsule
        }
    }
}

extension UIButton.Configuration.Size {
    var geometry: ButtonConfiguration.Size {
        switch self {
        case .mini: return .mini
        case .small: return .small
        case .medium: return .medium
        case .large: return .large
        }
    }
}

extension NSDirectionalRectEdge {
    var placement: ButtonConfiguration.ImagePlacement {
        switch self {
        case .trailing: return .trailing
        case .top: return .top
        case .bottom: return .bottom
        default: return .leading
        }
    }
}
