/// `UIImageView`: its image (intrinsic size: the image's size in points) and how the
/// image fills the bounds (`contentMode`, UIView's `scaleToFill` by default).
public struct ImageViewContent: Hashable, Sendable {
    public var image: ViewImage?
    public var contentMode: ContentMode
    public init(image: ViewImage? = nil, contentMode: ContentMode = .scaleToFill) {
        self.image = image; self.contentMode = contentMode
    }
}
