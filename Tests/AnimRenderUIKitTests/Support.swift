import AnimRenderUIKit
import XCTest

/// A controller whose `viewDidLoad` is a closure, for tests that build a screen inline.
final class BlockController: UIViewController {
    var build: (UIViewController) -> Void = { _ in }
    var calls: [String] = []

    convenience init(_ build: @escaping (UIViewController) -> Void) {
        self.init()
        self.build = build
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        build(self)
    }
}

/// A 400×800 bare screen with no safe area (margins 16 on the sides, as an iPhone's root).
@MainActor func plainSimulator() -> Simulator { Simulator(size: CGSize(width: 400, height: 800)) }

extension UIView {
    /// Turns translatesAutoresizingMaskIntoConstraints off and pins the view's four edges to
    /// its superview's (a full-screen table or scroll view).
    @MainActor func pinToSuperviewEdges() {
        translatesAutoresizingMaskIntoConstraints = false
        guard let s = superview else { return }
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: s.topAnchor), bottomAnchor.constraint(equalTo: s.bottomAnchor),
            leadingAnchor.constraint(equalTo: s.leadingAnchor), trailingAnchor.constraint(equalTo: s.trailingAnchor),
        ])
    }

    /// Turns translatesAutoresizingMaskIntoConstraints off and pins the view: origin
    /// (x, y) in `superview`, size w × h.
    @MainActor func pin(x: CGFloat, y: CGFloat, width w: CGFloat, height h: CGFloat, identifier: String? = nil) {
        translatesAutoresizingMaskIntoConstraints = false
        guard let s = superview else { return }
        let cs = [leftAnchor.constraint(equalTo: s.leftAnchor, constant: x), topAnchor.constraint(equalTo: s.topAnchor, constant: y),
                  widthAnchor.constraint(equalToConstant: w), heightAnchor.constraint(equalToConstant: h)]
        if let identifier { for (c, part) in zip(cs, ["x", "y", "w", "h"]) { c.identifier = "\(identifier).\(part)" } }
        NSLayoutConstraint.activate(cs)
    }
}

func XCTAssertRect(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ message: String = "",
                   accuracy: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
    guard let r else { return XCTFail("no rect \(message)", file: file, line: line) }
    XCTAssertEqual(r.minX, x, accuracy: accuracy, "minX of \(r) \(message)", file: file, line: line)
    XCTAssertEqual(r.minY, y, accuracy: accuracy, "minY of \(r) \(message)", file: file, line: line)
    XCTAssertEqual(r.width, w, accuracy: accuracy, "width of \(r) \(message)", file: file, line: line)
    XCTAssertEqual(r.height, h, accuracy: accuracy, "height of \(r) \(message)", file: file, line: line)
}
