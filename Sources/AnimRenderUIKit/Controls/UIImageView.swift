import Foundation
import Geometry

/// UIKit's image view: its intrinsic content size is its image's size in points (none
/// without an image), and the image is drawn as `contentMode` says.
@preconcurrency @MainActor
open class UIImageView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent(of: .imageView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent(of: .imageView)
    }

    /// `UIImageView(image:)`: sized to the image, as UIKit makes it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    private var content: ImageViewContent {
        get { if case .imageView(let v) = spec.content { return v } else { return ImageViewContent() } }
        set { changeContent { $0 = .imageView(newValue) } }
    }

    public var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue; content.image = newValue?.image }
    }
    private var storedImage: UIImage?

    /// How the image fills the bounds (`scaleToFill` by default).
    open override var contentMode: UIView.ContentMode {
        get { UIView.ContentMode(content.contentMode) }
        set { content.contentMode = newValue.geometry }
    }
}
