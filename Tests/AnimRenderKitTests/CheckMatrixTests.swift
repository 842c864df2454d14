import XCTest
import Foundation
import Geometry
import Playback
import Render
import Timeline
@testable import AnimRenderKit

/// The matrix of combinations: the axes as the command line writes them, the expansion's
/// order, what is left out and why, the keys, and the bound.
final class CheckMatrixTests: XCTestCase {
    func testGroupNamesExpandToTheDeviceTableAndUnknownNamesGetDidYouMean() throws {
        XCTAssertEqual(try CheckMatrix.devices("all"), Device.all.map(\.name))
        XCTAssertEqual(try CheckMatrix.devices("all").count, 32)
        XCTAssertEqual(try CheckMatrix.devices("pads"), ["iPad", "iPad mini (6th generation)", "iPad Air (5th generation)",
                                                         "iPad Pro (11-inch)", "iPad Pro (12.9-inch)"])
        XCTAssertEqual(try CheckMatrix.devices("phones").count, 27)
        XCTAssertEqual(try CheckMatrix.devices("iPhone X,iPad,iPhone X"), ["iPhone X", "iPad"], "each once, in the order given")
        XCTAssertThrowsError(try CheckMatrix.devices("iPhone 15 Pro Mx")) { error in
            XCTAssertEqual("\(error)", "--devices: unknown name 'iPhone 15 Pro Mx'; did you mean 'iPhone 15 Pro Max'?; "
                           + "expected a comma-separated list of all, phones, pads or a name from `animrender devices`")
        }
        XCTAssertEqual(try CheckMatrix.sizes("all").count, 12)
        XCTAssertEqual(try CheckMatrix.sizes("accessibility"), [.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                                                                .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
        XCTAssertThrowsError(try CheckMatrix.sizes("extraLarg")) { error in
            XCTAssertTrue("\(error)".hasPrefix("--sizes: unknown name 'extraLarg'; did you mean 'extraLarge'?"), "\(error)")
        }
        XCTAssertEqual(try CheckMatrix.directions("all"), [.leftToRight, .rightToLeft])
        XCTAssertEqual(try CheckMatrix.directions("rtl"), [.rightToLeft])
        XCTAssertEqual(try CheckMatrix.appearances("dark,light"), [.dark, .light])
        XCTAssertEqual(try CheckMatrix.orientations("landscape,portrait"), [.landscapeLeft, .landscapeRight, .portrait])
        XCTAssertThrowsError(try CheckMatrix.appearances("dark,")) { error in
            XCTAssertEqual("\(error)", "--appearances: an empty name; expected a comma-separated list of light, dark, all")
        }
    }

    func testCombinationsComeInAxisOrderWithTheTimelinesOwnSettingsForAxesLeftOpen() throws {
        let timeline = try loadTimeline(checkTimeline(views: "", screen: ##"{ "device": "iPhone 8", "contentSizeCategory": "extraLarge" }"##))
        let matrix = CheckMatrix(devices: ["iPhone SE", "iPad"], directions: [.leftToRight, .rightToLeft], appearances: [.light, .dark])
        let (combinations, skipped) = matrix.combinations(for: timeline)
        XCTAssertEqual(skipped.count, 0)
        XCTAssertEqual(combinations.map(\.key), [
            "iPhone-SE.portrait.extraLarge.ltr.light", "iPhone-SE.portrait.extraLarge.ltr.dark",
            "iPhone-SE.portrait.extraLarge.rtl.light", "iPhone-SE.portrait.extraLarge.rtl.dark",
            "iPad.portrait.extraLarge.ltr.light", "iPad.portrait.extraLarge.ltr.dark",
            "iPad.portrait.extraLarge.rtl.light", "iPad.portrait.extraLarge.rtl.dark",
        ])
        XCTAssertEqual(combinations[3].label, "iPhone SE · portrait · extraLarge · RTL · dark")
        XCTAssertEqual(CheckCombination.slug("iPhone SE (2nd generation)"), "iPhone-SE-2nd-generation")
        XCTAssertEqual(CheckCombination.slug("iPad Pro (12.9-inch)"), "iPad-Pro-12-9-inch")
    }

    func testACombinationSetsTheScreenAndTraitsTheTimelinePlaysIn() throws {
        let timeline = try loadTimeline(checkTimeline(views: ""))
        let c = CheckCombination(device: "iPhone 14 Pro", orientation: .landscapeLeft, contentSizeCategory: .accessibilityLarge,
                                 layoutDirection: .rightToLeft, userInterfaceStyle: .dark)
        let t = c.applied(to: timeline)
        XCTAssertEqual(t.screen.device?.name, "iPhone 14 Pro")
        XCTAssertEqual(t.screen.initialOrientation, .landscapeLeft)
        XCTAssertEqual(t.render.scale, 3, "the device's scale: the file sets none")
        let frame = try t.compile(textMeasurer: try TextEngine.shared()).frame(0)
        XCTAssertEqual(frame.windowBounds.size, Size(852, 393))
        XCTAssertEqual(frame.traits, TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact,
                                                     layoutDirection: .rightToLeft, contentSizeCategory: .accessibilityLarge,
                                                     userInterfaceStyle: .dark))
    }

    func testOrientationsADeviceOrTheMasksForbidAreLeftOutWithTheReason() throws {
        let timeline = try loadTimeline(checkTimeline(views: ""))
        let matrix = CheckMatrix(devices: ["iPhone X", "iPad"], orientations: [.portrait, .portraitUpsideDown])
        let (combinations, skipped) = matrix.combinations(for: timeline)
        // A Face ID phone never turns upside down; the timeline (an iPhone 8's) leaves the
        // controller's phone default, allButUpsideDown, so the iPad is refused it too.
        XCTAssertEqual(combinations.map(\.key), ["iPhone-X.portrait.large.ltr.light", "iPad.portrait.large.ltr.light"])
        XCTAssertEqual(skipped.map(\.reason), ["iPhone X cannot show portraitUpsideDown", "the app and controller allow allButUpsideDown only"])
    }

    func testAMatrixOverTenThousandCombinationsIsRefusedNamingTheCountAndTheFix() throws {
        let all = CheckMatrix(devices: try CheckMatrix.devices("all"), orientations: InterfaceOrientation.allCases,
                              sizes: ContentSizeCategory.allCases, directions: [.leftToRight, .rightToLeft], appearances: [.light, .dark])
        XCTAssertEqual(all.size, 32 * 4 * 12 * 2 * 2)
        XCTAssertNoThrow(try all.checkSize(count: 6144, timelines: 1, shard: nil))
        XCTAssertThrowsError(try all.checkSize(count: 12288, timelines: 2, shard: nil)) { error in
            XCTAssertEqual("\(error)", "the matrix has 32 devices × 4 orientations × 12 sizes × 2 directions × 2 appearances × 2 timelines: "
                           + "12,288 combinations to play; animrender check plays at most 10,000 in one run: narrow an axis "
                           + "(e.g. --devices phones, --sizes large,accessibilityExtraExtraExtraLarge) or split the run with --shard K/N")
        }
    }

    func testRunningAMatrixTooLargeFailsBeforeAnythingIsPlayedOrWritten() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("check-bound-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let paths = try (0..<3).map { k -> String in
            let url = dir.appendingPathComponent("t\(k).json")
            try checkTimeline(views: "").write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        // Three iPhone 8 timelines: 32 devices × 3 orientations (upside down is left out: the
        // controller's phone mask) × 12 × 2 × 2 = 4,608 each, 13,824 in all.
        var options = CheckOptions(output: dir.appendingPathComponent("out").path)
        options.matrix = CheckMatrix(devices: try CheckMatrix.devices("all"), orientations: InterfaceOrientation.allCases,
                                     sizes: ContentSizeCategory.allCases, directions: [.leftToRight, .rightToLeft], appearances: [.light, .dark])
        let played = Counter()
        XCTAssertThrowsError(try CheckJob.run(timelines: paths, options: options) { _, _ in _ = played.increment() }) { error in
            XCTAssertTrue("\(error)".contains("13,824 combinations to play"), "\(error)")
        }
        XCTAssertEqual(played.increment(), 1, "no combination was played")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    func testASettingsLineOnTheCommandLineIsCheckedLikeTheTimelines() throws {
        var s = CheckSettings()
        try s.set(parsing: "contrast.minimum=7")
        XCTAssertEqual(s.value(.contrast, "minimum"), 7)
        XCTAssertEqual(s.value(.contrast, "largeTextMinimum"), 3)
        XCTAssertThrowsError(try s.set(parsing: "contrast.minimun=7")) { error in
            XCTAssertEqual("\(error)", "--set: contrast has no parameter 'minimun'; did you mean 'minimum'?; "
                           + "its parameters are minimum, largeTextMinimum, largeTextSize, boldLargeTextSize")
        }
        XCTAssertThrowsError(try s.set(parsing: "contrast.minimum=30")) { error in
            XCTAssertEqual("\(error)", "--set contrast.minimum: '30' is not a contrast ratio in 1 … 21")
        }
        XCTAssertThrowsError(try s.set(parsing: "contrastt.minimum=3")) { error in
            XCTAssertTrue("\(error)".hasPrefix("--set: unknown rule 'contrastt'; did you mean 'contrast'?"), "\(error)")
        }
        XCTAssertThrowsError(try CheckSettings.rules("safeArea,overlpa", option: "--off")) { error in
            XCTAssertTrue("\(error)".hasPrefix("--off: unknown rule 'overlpa'; did you mean 'overlap'?"), "\(error)")
        }
    }
}
