/// Which pixels of a `width`×`height` image are left out of a comparison: one byte per
/// pixel, built once from rectangles so the hot loop tests a byte instead of a list.
struct IgnoreMask {
    let width: Int
    private(set) var flags: [UInt8]
    private(set) var ignoredCount = 0

    /// `nil` when no rectangle touches the image, so callers keep the mask-free loop.
    init?(regions: [PixelRect], width: Int, height: Int) {
        let clipped = regions.map { $0.clipped(width: width, height: height) }.filter { !$0.isEmpty }
        if clipped.isEmpty { return nil }
        self.width = width
        flags = [UInt8](repeating: 0, count: width * height)
        for rect in clipped {
            for y in rect.y..<rect.y + rect.height {
                let row = y * width
                for x in rect.x..<rect.x + rect.width where flags[row + x] == 0 {
                    flags[row + x] = 1
                    ignoredCount += 1
                }
            }
        }
    }
}
