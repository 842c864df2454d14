import Foundation

/// UIKit's action: a title, an image and a handler, as `UIButton(configuration:primaryAction:)`
/// and `UIControl.addAction(_:for:)` take one. Its handler runs when a control sends it
/// (`sendActions(for:)`, `sendAction(_:)`); no touch ever does.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// `UIAction.Identifier`: what tells actions apart (a new UUID's string unless given).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public var title: String
    public var subtitle: String?
    public var image: UIImage?
    public let identifier: Identifier
    public var discoverabilityTitle: String?
    /// The control sending the action while its handler runs (nil otherwise).
    public internal(set) var sender: Any?
    let handler: (UIAction) -> Void

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title; self.subtitle = subtitle; self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle; self.handler = handler
        super.init()
    }
}
