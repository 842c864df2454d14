import Foundation
import Geometry
import Playback
import Render
import XCTest
@testable import AnimRenderKit
import TestSupport

/// The worked examples' numbers, worked out by hand (UIKit's documented behaviour, the
/// curves solved here independently of the code) and compared with what each example
/// plays. The goldens guard every value; these say the values are the right ones.
final class ExampleValueTests: XCTestCase {
    private func frames(_ name: String) throws -> [FrameState] { try play(example: name).frames }

    /// Progress of a cubic Bézier timing curve at `x`, by bisection on x(s).
    private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 { let mid = (lo + hi) / 2; if b(x1, x2, mid) < x { lo = mid } else { hi = mid } }
        return b(y1, y2, (lo + hi) / 2)
    }

    /// A table's row keeps one device pixel under its content view for the separator, and
    /// the cell draws the separator that thick: on the bare 375 × 600 screen (scale 2) 0.5 pt,
    /// the 43.5 pt row less its 43 pt content view, in the timeline as in Swift (the Swift
    /// table's cells said 0.5 while the timeline's still said ⅓, UITableViewCell's old
    /// default, so the two front ends drew different separators from the same frames).
    func testATimelineTablesSeparatorIsOneDevicePixel() throws {
        let f = try frames("table-self-sizing")
        let cell = try XCTUnwrap(f[0].view("list.cell1")), content = try XCTUnwrap(f[0].view("list.cell1.contentView"))
        XCTAssertEqual(cell.frame.height - content.frame.height, 0.5)
        XCTAssertEqual(cell.content.tableCell?.separatorHeight, 0.5)
    }

    /// iPhone 8 (status bar 20). wide (300 @750) beats narrow (100 @500); narrow raised to
    /// 800 at 0.2 s over 0.6 s, easeInOut. Frame 5 (t = 1/3): 300 − 200·e((1/3 − 0.2)/0.6),
    /// and the new winner is broken on screen by the width's excess over 100.
    func testPriorityChange() throws {
        let f = try frames("priority-change")
        XCTAssertClose(frame(f, 0, "box"), Rect(20, 60, 300, 80))
        let w = 300 - 200 * easeInOut((1.0 / 3 - 0.2) / 0.6)
        XCTAssertClose(frame(f, 5, "box"), Rect(20, 60, w, 80), accuracy: 1e-6)
        XCTAssertEqual(f[5].violation("narrow") ?? 0, w - 100, accuracy: 1e-6)
        XCTAssertNil(f[5].violation("wide"))
        XCTAssertClose(frame(f, f.count - 1, "box"), Rect(20, 60, 100, 80))
    }

    /// The list (insets 16 from the safe area) starts at 20 + 16; the banner, added at
    /// 0.2 s, ends at (16, 36, 343, 100) and pushes the list to 36 + 100 + 12 = 148; half-way
    /// it grows from the zero rect, so at t = 0.4 it is e(0.4) of its frame. Removed at 1.1 s,
    /// its constraint goes and the list returns to 36.
    func testAddAndRemoveView() throws {
        let f = try frames("add-remove-view")
        XCTAssertClose(frame(f, 0, "list"), Rect(16, 36, 343, 615))
        XCTAssertNil(f[0].view("banner"))
        let e = easeInOut(0.4)
        XCTAssertClose(frame(f, 6, "banner"), Rect(16 * e, 36 * e, 343 * e, 100 * e), accuracy: 1e-6)
        XCTAssertClose(frame(f, 12, "banner"), Rect(16, 36, 343, 100))
        XCTAssertClose(frame(f, 12, "list"), Rect(16, 148, 343, 503))
        XCTAssertNil(f[f.count - 1].view("banner"))
        XCTAssertClose(frame(f, f.count - 1, "list"), Rect(16, 36, 343, 615))
        XCTAssertNil(f[f.count - 1].constraint("belowBanner"))
    }

    /// Device landscapeLeft is interface landscapeRight; face up changes nothing; portrait
    /// comes back. iPhone X: 812 × 375 in landscape, safe area 0, 44, 21, 44.
    func testDeviceOrientation() throws {
        let f = try frames("device-orientation")
        XCTAssertEqual(f[0].orientation, .portrait)
        let landscape = f[Int(0.6 * 15)]
        XCTAssertEqual(landscape.orientation, .landscapeRight)
        XCTAssertEqual(landscape.windowBounds, Rect(0, 0, 812, 375))
        XCTAssertEqual(landscape.safeArea, EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        XCTAssertEqual(f[Int(1.0 * 15)].orientation, .landscapeRight, "faceUp must not rotate")
        XCTAssertEqual(f[f.count - 1].orientation, .portrait)
    }

    /// Upside down and landscapeRight are refused, the interface stays portrait until the
    /// allowed landscapeLeft at 0.6 s (a 0.3 s system rotation).
    func testOrientationMasksRefuseAndAllow() throws {
        let (compiled, f) = try play(example: "orientation-masks")
        for k in 0..<Int(0.6 * 15) { XCTAssertEqual(f[k].orientation, .portrait, "frame \(k)") }
        XCTAssertEqual(f[f.count - 1].orientation, .landscapeLeft)
        let trace = compiled.player.trace.formatted
        XCTAssertTrue(trace.contains("rotation to portraitUpsideDown refused: supported orientations are [portrait, landscapeLeft]"), trace)
        XCTAssertTrue(trace.contains("rotation to landscapeRight refused"), trace)
    }

    /// The system font has San Francisco's vertical metrics at every weight: ascender 1950
    /// and descender −494 per 2048 units, no leading (UIFont.systemFont(ofSize: 17).lineHeight
    /// is 20.287109375). A label is as tall as its line rounded up, its text centred in it,
    /// so its first baseline is at minY + h/2 − line/2 + ascender. Headline 34 pt at y 80:
    /// line 40.57421875, height 41, baseline 80 + 20.5 − 20.287109375 + 32.373046875 =
    /// 112.5859375. Caption 15 pt: line 17.900390625, height 18, ascender 14.2822265625 →
    /// minY = 112.5859375 − (9 − 8.9501953125 + 14.2822265625) = 112.5859375 − 14.33203125.
    func testBaselines() throws {
        let f = try frames("baselines")
        func line(_ size: Double) -> Double { size * 2444 / 2048 }
        func ascender(_ size: Double) -> Double { size * 1950 / 2048 }
        func baseline(_ r: Rect, _ size: Double) -> Double { r.minY + r.height / 2 - line(size) / 2 + ascender(size) }
        for (k, headlineSize) in [(0, 34.0), (f.count - 1, 22.0)] {
            let headline = try XCTUnwrap(frame(f, k, "headline"))
            let caption = try XCTUnwrap(frame(f, k, "caption"))
            XCTAssertEqual(headline.height, line(headlineSize).rounded(.up))
            XCTAssertEqual(baseline(caption, 15), baseline(headline, headlineSize), accuracy: 1e-5, "frame \(k)")
            // The note's last line: one line height (13 pt) below its first baseline.
            let note = try XCTUnwrap(frame(f, k, "note"))
            let noteFirst = note.minY + note.height / 2 - 2 * line(13) / 2 + ascender(13)
            XCTAssertEqual(noteFirst + line(13), baseline(headline, headlineSize), accuracy: 1e-5, "frame \(k)")
        }
        XCTAssertEqual(frame(f, 0, "caption")?.minY ?? 0, 112.5859375 - 14.33203125, accuracy: 1e-9)
    }

    /// iPhone X: root margins 16 on the sides from the safe area (top 44): the card at
    /// (16, 64, 343, 200); its content inset 20, then 8.
    func testMarginsGuide() throws {
        let f = try frames("margins-guide")
        XCTAssertClose(frame(f, 0, "card"), Rect(16, 64, 343, 200))
        XCTAssertClose(frame(f, 0, "content"), Rect(20, 20, 303, 160))
        XCTAssertClose(frame(f, f.count - 1, "content"), Rect(8, 8, 327, 184))
    }

    /// Both tops go 60 → 420 at 0.2 s over 0.5 s; the later one waits 0.3 s first.
    func testDelay() throws {
        let f = try frames("delay")
        XCTAssertEqual(frame(f, 6, "now")?.minY ?? 0, 60 + 360 * easeInOut(0.4), accuracy: 1e-6)
        XCTAssertEqual(frame(f, 6, "later")?.minY ?? 0, 60, accuracy: 1e-9)
        XCTAssertEqual(frame(f, 12, "now")?.minY ?? 0, 420, accuracy: 1e-9)
        XCTAssertEqual(frame(f, 12, "later")?.minY ?? 0, 60 + 360 * easeInOut(0.6), accuracy: 1e-6)
    }

    /// (0.68, −0.55, 0.27, 1.55) over 0.8 s from 0.2 s, x 60 → 235: a quarter in it has
    /// pulled back (progress < 0), three quarters in it has overshot (> 1).
    func testCustomBezier() throws {
        let f = try frames("bezier-curve")
        let early = bezier(0.68, -0.55, 0.27, 1.55, at: 0.25), late = bezier(0.68, -0.55, 0.27, 1.55, at: 0.75)
        XCTAssertLessThan(early, 0)
        XCTAssertGreaterThan(late, 1)
        XCTAssertEqual(frame(f, 8, "box")?.minX ?? 0, 60 + 175 * early, accuracy: 1e-6)
        XCTAssertEqual(frame(f, 16, "box")?.minX ?? 0, 60 + 175 * late, accuracy: 1e-6)
    }

    /// m·x″ + c·x′ + k·x = 0 released from rest: with ζ = c / 2√(km) < 1, ω₀ = √(k/m),
    /// ω_d = ω₀√(1 − ζ²), progress = 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t). The
    /// tops go 40 → 320 from t = 0.2 s; frame 12 is 0.6 s in.
    func testSpringParameters() throws {
        let f = try frames("spring-physical")
        func progress(mass m: Double, stiffness k: Double, damping c: Double, t: Double) -> Double {
            let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot()), wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
        }
        let light = progress(mass: 1, stiffness: 200, damping: 14, t: 0.6)
        let heavy = progress(mass: 2, stiffness: 200, damping: 14, t: 0.6)
        XCTAssertEqual(frame(f, 12, "light")?.minY ?? 0, 40 + 280 * light, accuracy: 1e-6)
        XCTAssertEqual(frame(f, 12, "heavy")?.minY ?? 0, 40 + 280 * heavy, accuracy: 1e-6)
        // Heavier swings further: its first overshoot (at π/ω_d) is larger.
        func peak(_ m: Double) -> Double {
            let w0 = (200 / m).squareRoot(), zeta = 14 / (2 * (200 * m).squareRoot())
            return exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
        }
        XCTAssertGreaterThan(peak(2), peak(1))
        XCTAssertEqual(frame(f, f.count - 1, "heavy")?.minY ?? 0, 320, accuracy: 0.5)
    }

    /// alpha 1 → 0.2 over 0.6 s from 0.2 s; isHidden is set at once in the same block.
    func testAlphaAndHidden() throws {
        let f = try frames("alpha-and-hidden")
        let t = 7.0 / 15
        XCTAssertEqual(f[7].view("fading")?.alpha ?? 0, 1 - 0.8 * easeInOut((t - 0.2) / 0.6), accuracy: 1e-9)
        XCTAssertEqual(f[2].view("hiding")?.isHidden, false)
        XCTAssertEqual(f[3].view("hiding")?.isHidden, true)
        XCTAssertEqual(f[14].view("fading")?.alpha, 0.2)
        XCTAssertEqual(f[f.count - 1].view("fading")?.alpha, 1)
        XCTAssertEqual(f[f.count - 1].view("hiding")?.isHidden, false)
    }

    /// The pivoted bar's position (its anchor, the left end of its middle) stays at
    /// (100, 20 + 360 + 12); turned 90° clockwise its frame hangs below it. The centred bar
    /// turns about (180, 152).
    func testAnchorPointAndRotation() throws {
        let f = try frames("anchor-point-rotation")
        let last = f.count - 1
        for k in [0, 6, last] {
            XCTAssertClose(f[k].view("pivoted")?.center, Point(100, 392), accuracy: 1e-9)
            XCTAssertClose(f[k].view("centred")?.center, Point(180, 152), accuracy: 1e-9)
        }
        let angle = Double.pi / 2 * easeInOut((6.0 / 15 - 0.2) / 0.8)
        let t = try XCTUnwrap(f[6].view("pivoted")?.transform)
        XCTAssertEqual([t.a, t.b, t.c, t.d], [cos(angle), sin(angle), -sin(angle), cos(angle)], accuracy: 1e-9)
        XCTAssertClose(frame(f, last, "pivoted"), Rect(88, 392, 24, 160), accuracy: 1e-9)
        XCTAssertClose(frame(f, last, "centred"), Rect(168, 72, 24, 160), accuracy: 1e-9)
    }

    /// The badges end centred on their card's top-right corner (140, 0); only the right
    /// card clips, so above its top edge the screen shows white, above the left one red.
    func testClipsToBounds() throws {
        let (compiled, f) = try play(example: "clips-to-bounds")
        let last = f.count - 1
        XCTAssertClose(frame(f, last, "clippedBadge"), Rect(115, -25, 50, 50))
        XCTAssertEqual(f[last].view("clipped")?.clipsToBounds, true)
        XCTAssertEqual(f[last].view("open")?.clipsToBounds, false)
        var timeline = compiled.timeline
        timeline.render.scale = 1
        let image = try Renderer().render(RenderJob.sceneBuilder(settings: timeline.runSettings, states: f, options: RenderOptions(output: ""))
            .scene(for: f[last]))
        // Cards at y = 120; 10 pt above the corners: open at x = 30 + 140, clipped at 205 + 140.
        XCTAssertEqual(image[170 - 2, 110].r, 0xD0)
        XCTAssertEqual(image[345 - 2, 110], PixelImage.RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    /// The alignment rect (40, 80, 80, 80) never moves; the frame grows from 88 to 104 on
    /// a side, and no frame breaks a constraint (the alignment rect rides with the frame).
    func testAlignmentRect() throws {
        let f = try frames("alignment-rect")
        XCTAssertClose(frame(f, 0, "icon"), Rect(40, 80, 88, 88))
        XCTAssertClose(frame(f, f.count - 1, "icon"), Rect(40, 80, 104, 104))
        for (k, frame) in f.enumerated() {
            XCTAssertTrue(frame.violations.isEmpty, "frame \(k): \(frame.violations)")
            XCTAssertClose(frame.view("face")?.frame, Rect(0, 0, 80, 80))
            XCTAssertEqual(frame.view("name")?.frame.minY, 168)
            XCTAssertEqual(frame.view("line")?.frame.minX, 120)
        }
    }

    /// Bar 335 wide: gaps (335 − 3 × 60) / 2 = 77.5, then (335 − 280) / 2 = 27.5.
    func testLayoutGuides() throws {
        let f = try frames("layout-guides")
        XCTAssertEqual(f[0].view("bar")?.layoutGuides.map(\.layoutFrame), [Rect(60, 0, 77.5, 80), Rect(197.5, 0, 77.5, 80)])
        XCTAssertClose(frame(f, 0, "b"), Rect(137.5, 10, 60, 60))
        let last = f.count - 1
        XCTAssertEqual(f[last].view("bar")?.layoutGuides.map(\.layoutFrame), [Rect(60, 0, 27.5, 80), Rect(247.5, 0, 27.5, 80)])
        XCTAssertClose(frame(f, last, "b"), Rect(87.5, 10, 160, 60))
        XCTAssertClose(frame(f, last, "c"), Rect(275, 10, 60, 60))
    }

    /// Own margin 8; preserving, the root's 16 (compact), 20 after the turn (regular).
    func testPreservesSuperviewLayoutMargins() throws {
        let f = try frames("preserves-superview-margins")
        let last = f.count - 1
        XCTAssertEqual(f[0].traits.horizontalSizeClass, .compact)
        XCTAssertEqual(f[last].traits.horizontalSizeClass, .regular)
        XCTAssertEqual(frame(f, 0, "plainLabel")?.minX, 8)
        XCTAssertEqual(frame(f, 0, "preservingLabel")?.minX, 16)
        XCTAssertEqual(frame(f, last, "plainLabel")?.minX, 8)
        XCTAssertEqual(frame(f, last, "preservingLabel")?.minX, 20)
    }

    /// 40 on the sides, then max(8, 16) = 16.
    func testRootMargins() throws {
        let f = try frames("root-margins")
        XCTAssertClose(frame(f, 0, "content"), Rect(40, 64, 295, 240))
        XCTAssertClose(frame(f, f.count - 1, "content"), Rect(16, 64, 343, 240))
        XCTAssertEqual(f[f.count - 1].view("root")?.marginsRect, Rect(16, 44, 343, 734))
    }

    /// iPhone 15 (top inset 59): the title at the root's top + 14 under the island, then
    /// 59 + 12 in the safe area; in landscape (no top inset) 12.
    func testSystemUIExample() throws {
        let f = try frames("system-ui")
        XCTAssertEqual(frame(f, 0, "title")?.minY, 14)
        XCTAssertEqual(frame(f, Int(0.8 * 15), "title")?.minY, 71)
        XCTAssertEqual(f[f.count - 1].orientation, .landscapeRight)
        XCTAssertEqual(frame(f, f.count - 1, "title")?.minY, 12)
    }
}
