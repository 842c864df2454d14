import Foundation

/// UIKit's action: a title, an image and a handler, as `UIButton(configuration:primaryAction:)`
/// takes one. There are no touches in a recording: the handler is kept and never called.
@preconcurrency @MainActor
open class UIAction: NSObject {
    public let title: String
    public let image: UIImage?
    let handler: (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title; self.image = image; self.handler = handler
        super.init()
    }
}
