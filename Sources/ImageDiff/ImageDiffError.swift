/// Why two images could not be compared pixel by pixel.
public enum ImageDiffError: Error, Equatable, CustomStringConvertible {
    /// pixelmatch only compares images of one size.
    case sizeMismatch(first: (width: Int, height: Int), second: (width: Int, height: Int))

    public static func == (lhs: ImageDiffError, rhs: ImageDiffError) -> Bool {
        switch (lhs, rhs) {
        case let (.sizeMismatch(a1, b1), .sizeMismatch(a2, b2)):
            return a1 == a2 && b1 == b2
        }
    }

    public var description: String {
        switch self {
        case let .sizeMismatch(a, b):
            return "image sizes differ: \(a.width)x\(a.height) vs \(b.width)x\(b.height)"
        }
    }
}
