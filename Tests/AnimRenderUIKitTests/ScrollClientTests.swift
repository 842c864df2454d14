import UIKit
import XCTest

/// A scroll view as apps set one up: a content view pinned to the content layout guide
/// and as wide as the frame guide, insets, offsets, and a zoomable photo. Expected values
/// from Apple's documentation (Auto Layout Guide, "Working with Scroll Views"; zoomScale,
/// minimumZoomScale, maximumZoomScale, UIScrollView's overview on zooming).
@MainActor
final class ScrollClientTests: XCTestCase {
    func testContentSizeFromTheContentLayoutGuide() async {
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        sv.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: sv.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: sv.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: sv.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: sv.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: sv.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        sv.layoutIfNeeded()
        XCTAssertEqual(sv.contentSize, CGSize(width: 320, height: 1000))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1000))
        // Not in a window: no safe area, so the adjusted inset is the content inset.
        sv.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        sv.layoutIfNeeded()
        XCTAssertEqual(sv.adjustedContentInset, UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        sv.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        XCTAssertEqual(sv.contentOffset, CGPoint(x: 0, y: 100))
        XCTAssertEqual(sv.bounds.origin, CGPoint(x: 0, y: 100))
        XCTAssertEqual(content.frame.minY, 0, "subviews keep their frames as the content scrolls")
    }

    final class PhotoViewer: NSObject, UIScrollViewDelegate {
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var zooms: [CGFloat] = []
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { zooms.append(scale) }
    }

    func testZoomingScalesTheDelegatesViewWithinTheLimits() async {
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual([sv.zoomScale, sv.minimumZoomScale, sv.maximumZoomScale], [1, 1, 1])
        let viewer = PhotoViewer()
        sv.addSubview(viewer.photo)
        sv.contentSize = viewer.photo.bounds.size
        // No delegate: nothing to zoom.
        sv.maximumZoomScale = 4
        sv.zoomScale = 2
        XCTAssertEqual(sv.zoomScale, 1)
        sv.delegate = viewer
        sv.zoomScale = 2
        XCTAssertEqual(sv.zoomScale, 2)
        XCTAssertEqual(viewer.photo.frame, CGRect(x: 0, y: 0, width: 400, height: 200))
        XCTAssertEqual(viewer.photo.bounds.size, CGSize(width: 200, height: 100), "bounds keep the unscaled size")
        XCTAssertEqual(sv.contentSize, CGSize(width: 400, height: 200))
        sv.setZoomScale(10, animated: false)
        XCTAssertEqual(sv.zoomScale, 4, "pinned to maximumZoomScale")
        XCTAssertEqual(sv.contentSize, CGSize(width: 800, height: 400))
        sv.minimumZoomScale = 0.5
        sv.zoomScale = 0.1
        XCTAssertEqual(sv.zoomScale, 0.5)
        XCTAssertEqual(viewer.zooms, [2, 4, 0.5])
        // zoom(to:) a 50 × 25 rect at (100, 50) of the photo: scale min(100/50, 100/25) = 2,
        // its origin at the top-left: offset (200, 100).
        sv.zoom(to: CGRect(x: 100, y: 50, width: 50, height: 25), animated: false)
        XCTAssertEqual(sv.zoomScale, 2)
        XCTAssertEqual(sv.contentOffset, CGPoint(x: 200, y: 100))
    }
}
