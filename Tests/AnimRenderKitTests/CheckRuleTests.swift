import XCTest
import Foundation
import Geometry
import Layout
import Playback
import Render
import Timeline
@testable import AnimRenderKit
import TestSupport

/// Each layout rule with a case that trips it and one that does not. Expected numbers are
/// worked out from the geometry written in the timeline (and, for text, from the font the
/// renderer measures with, so they hold whatever the system font is).
final class CheckRuleTests: XCTestCase {
    let text = try! TextEngine.shared()
    let font = FontDescriptor(size: 17)

    // MARK: truncatedText

    func testAOneLineLabelNarrowerThanItsTextIsTruncatedAndSaysHowMuchItNeeds() throws {
        let needed = text.width(of: "Continue to checkout", font: font)
        let label = ##"{ "id": "title", "text": "Continue to checkout", "font": { "size": 17 } }"##
        func at(width: Double) throws -> [CheckFinding] {
            try findings(checkTimeline(views: label, constraints: ##""title.leading == root.leading + 20", "title.top == root.top + 100", "title.width == \##(width)""##),
                         settings: only(.truncatedText))
        }
        let f = try XCTUnwrap(try at(width: 100).first)
        XCTAssertEqual(f.rule, .truncatedText)
        XCTAssertEqual(f.subject, "title")
        XCTAssertEqual(f.measurement?.quantity, "width")
        XCTAssertEqual(f.measurement?.value, 100)
        XCTAssertEqual(f.measurement?.limit ?? 0, needed, accuracy: 1e-9)
        XCTAssertEqual(f.message, "'title' needs \(needed.checkDescription) pt for its text on one line, has 100 pt")
        XCTAssertEqual(try at(width: needed.rounded(.up)).count, 0, "as wide as UILabel's intrinsic width: it fits")
        // What the renderer draws at 100 pt: the text cut short with an ellipsis.
        let drawn = text.fit("Continue to checkout", font: font, numberOfLines: 1, in: Size(100, 30))
        XCTAssertEqual(drawn.lines.count, 1)
        XCTAssertTrue(drawn.lines[0].hasSuffix("…"), drawn.lines[0])
        XCTAssertLessThanOrEqual(drawn.lineWidths[0], 100)
    }

    func testAMultiLineLabelTooShortForItsLinesIsTruncatedByHeight() throws {
        let words = "one two three four five six seven eight nine ten"
        let lineHeight = text.lineHeight(for: font)
        let wrapped = text.measure(words, font: font, maxWidth: 120, numberOfLines: 0).lines.count
        XCTAssertGreaterThan(wrapped, 2)
        let label = ##"{ "id": "body", "text": "\##(words)", "font": { "size": 17 }, "numberOfLines": 0 }"##
        func at(height: Double) throws -> [CheckFinding] {
            try findings(checkTimeline(views: label, constraints: ##""body.leading == root.leading + 20", "body.top == root.top + 100", "body.width == 120", "body.height == \##(height)""##),
                         settings: only(.truncatedText))
        }
        let short = (2 * lineHeight).rounded(.up)
        let f = try XCTUnwrap(try at(height: short).first)
        XCTAssertEqual(f.measurement?.quantity, "height")
        XCTAssertEqual(f.measurement?.limit ?? 0, Double(wrapped) * lineHeight, accuracy: 1e-9)
        XCTAssertTrue(f.message.hasPrefix("'body' needs \(wrapped) lines"), f.message)
        XCTAssertEqual(try at(height: (Double(wrapped) * lineHeight).rounded(.up)).count, 0)
    }

    func testNumberOfLinesBelowWhatTheTextNeedsIsTruncation() throws {
        let words = "one two three four five six seven eight nine ten"
        let wrapped = text.measure(words, font: font, maxWidth: 120, numberOfLines: 0).lines.count
        let label = ##"{ "id": "body", "text": "\##(words)", "font": { "size": 17 }, "numberOfLines": 2 }"##
        let f = try XCTUnwrap(try findings(checkTimeline(views: label, constraints: ##""body.leading == root.leading + 20", "body.top == root.top + 100", "body.width == 120""##),
                                           settings: only(.truncatedText)).first)
        XCTAssertEqual(f.measurement?.quantity, "lines")
        XCTAssertEqual(f.measurement?.value, 2)
        XCTAssertEqual(f.measurement?.limit, Double(wrapped))
        XCTAssertEqual(f.message, "'body' needs \(wrapped) lines at 120 pt wide; numberOfLines is 2")
    }

    // MARK: clippedText

    func testALabelShorterThanALineHasItsGlyphsClipped() throws {
        let lineHeight = text.lineHeight(for: font)
        let label = ##"{ "id": "caption", "text": "Hi", "font": { "size": 17 } }"##
        func at(height: Double) throws -> [CheckFinding] {
            try findings(checkTimeline(views: label, constraints: ##""caption.leading == root.leading + 20", "caption.top == root.top + 100", "caption.height == \##(height)""##),
                         settings: only(.clippedText))
        }
        let f = try XCTUnwrap(try at(height: 10).first)
        XCTAssertEqual(f.rule, .clippedText)
        XCTAssertEqual(f.measurement?.value, 10)
        XCTAssertEqual(f.measurement?.limit ?? 0, lineHeight, accuracy: 1e-9)
        XCTAssertEqual(f.message, "'caption' draws a \(lineHeight.checkDescription) pt line in 10 pt: \((lineHeight - 10).checkDescription) pt of the glyphs are cut off")
        XCTAssertEqual(try at(height: lineHeight.rounded(.up)).count, 0)
    }

    // MARK: clipped

    func testAViewPartlyOutsideAClippingAncestorIsReportedWithTheAncestor() throws {
        func with(childX x: Double) throws -> [CheckFinding] {
            try findings(checkTimeline(views: """
                { "id": "card", "clipsToBounds": true, "frame": [20, 100, 100, 100], "translatesAutoresizingMaskIntoConstraints": true },
                { "id": "badge", "parent": "card", "backgroundColor": "#FF0000", "frame": [\(x), 10, 40, 40], "translatesAutoresizingMaskIntoConstraints": true }
                """), settings: only(.clipped))
        }
        let f = try XCTUnwrap(try with(childX: 80).first)
        XCTAssertEqual(f.subject, "badge")
        XCTAssertEqual(f.other, "card")
        XCTAssertEqual(f.measurement?.value, 20)    // 80 + 40 − 100
        XCTAssertEqual(f.message, "20 pt of 'badge' past the right of 'card' is cut off (clipsToBounds)")
        XCTAssertEqual(f.region, Rect(20, 100, 120, 100))   // the card and the badge (100…140 × 110…150), in root coordinates
        XCTAssertEqual(try with(childX: 60).count, 0, "inside")
        XCTAssertEqual(try with(childX: 150).count, 0, "entirely outside: parked out of sight, not cut")
    }

    // MARK: offScreen

    func testAViewPartlyOffTheScreenIsReportedAndOneEntirelyOffIsNot() throws {
        func with(x: Double) throws -> [CheckFinding] {
            try findings(checkTimeline(views: ##"{ "id": "toast", "backgroundColor": "#333333" }"##,
                                       constraints: ##""toast.leading == root.leading \##(x < 0 ? "-" : "+") \##(abs(x))", "toast.top == root.top + 300", "toast.width == 100", "toast.height == 40""##),
                         settings: only(.offScreen))
        }
        let f = try XCTUnwrap(try with(x: -30).first)
        XCTAssertEqual(f.measurement?.value, 30)
        XCTAssertEqual(f.message, "'toast' reaches 30 pt past the left edge of the screen")
        XCTAssertEqual(try with(x: 300).first?.message, "'toast' reaches 25 pt past the right edge of the screen")  // 300 + 100 − 375
        XCTAssertEqual(try with(x: 0).count, 0)
        XCTAssertEqual(try with(x: -200).count, 0)
    }

    // MARK: safeArea

    func testContentUnderTheStatusBarCrossesTheSafeAreaUnlessTheViewOptsOut() throws {
        let views = ##"{ "id": "header", "backgroundColor": "#4A90E2" }"##
        func with(top: Double, checks: String = "") throws -> [CheckFinding] {
            try findings(checkTimeline(views: views, constraints: ##""header.leading == root.leading", "header.trailing == root.trailing", "header.top == root.top + \##(top)", "header.height == 44""##,
                                       extra: checks), settings: only(.safeArea))
        }
        // The iPhone 8's safe area starts 20 pt down in portrait.
        let f = try XCTUnwrap(try with(top: 5).first)
        XCTAssertEqual(f.measurement?.value, 15)
        XCTAssertEqual(f.message, "'header' reaches 15 pt past the top of the safe area (the 20 pt inset there)")
        XCTAssertEqual(try with(top: 20).count, 0)
        XCTAssertEqual(try with(top: 5, checks: ##""checks": { "views": { "header": { "safeArea": false } } }"##).count, 0)
        XCTAssertEqual(try with(top: 5, checks: ##""checks": { "safeArea": false }"##).count, 0)
        XCTAssertEqual(try with(top: 19.6, checks: "").count, 0, "0.4 pt is within the default tolerance")
        XCTAssertEqual(try with(top: 19.6, checks: ##""checks": { "safeArea": { "tolerance": 0.1 } }"##).count, 1)
    }

    func testAClearContainerDrawsNothingAndIsNotHeldToTheSafeArea() throws {
        let found = try findings(checkTimeline(views: ##"{ "id": "container" }"##,
                                               constraints: ##""container.top == root.top", "container.leading == root.leading", "container.width == 100", "container.height == 100""##),
                                 settings: only(.safeArea, .offScreen))
        XCTAssertEqual(found.count, 0)
    }

    // MARK: overlap

    func testSiblingsCoveringEachOtherAreReportedOnlyInContainersThatOptIn() throws {
        func with(secondX x: Double, optIn: Bool) throws -> [CheckFinding] {
            try findings(checkTimeline(views: """
                { "id": "toolbar", "frame": [0, 100, 375, 60], "translatesAutoresizingMaskIntoConstraints": true },
                { "id": "back", "parent": "toolbar", "backgroundColor": "#CCCCCC", "frame": [10, 10, 100, 40], "translatesAutoresizingMaskIntoConstraints": true },
                { "id": "title", "parent": "toolbar", "backgroundColor": "#EEEEEE", "frame": [\(x), 20, 150, 20], "translatesAutoresizingMaskIntoConstraints": true }
                """, extra: optIn ? ##""checks": { "views": { "toolbar": { "overlap": true } } }"## : ""), settings: only(.overlap))
        }
        let f = try XCTUnwrap(try with(secondX: 90, optIn: true).first)
        XCTAssertEqual([f.subject, f.other], ["back", "title"])
        XCTAssertEqual(f.message, "'back' and 'title' in 'toolbar' overlap by 20×20 pt")   // x 90…110, y 120…140
        XCTAssertEqual(f.measurement?.value, 20)
        XCTAssertEqual(try with(secondX: 90, optIn: false).count, 0)
        XCTAssertEqual(try with(secondX: 110, optIn: true).count, 0, "touching is not covering")
    }

    // MARK: tapTarget

    func testAViewMarkedTappableSmallerThan44PointsIsReported() throws {
        func with(size: Double, checks: String) throws -> [CheckFinding] {
            try findings(checkTimeline(views: ##"{ "id": "close", "backgroundColor": "#FF0000" }"##,
                                       constraints: ##""close.top == root.top + 100", "close.leading == root.leading + 20", "close.width == \##(size)", "close.height == 30""##,
                                       extra: checks), settings: only(.tapTarget))
        }
        let marked = ##""checks": { "views": { "close": { "tapTarget": true } } }"##
        let f = try XCTUnwrap(try with(size: 30, checks: marked).first)
        XCTAssertEqual(f.message, "'close' is 30×30 pt; a touch target needs at least 44×44 pt")
        XCTAssertEqual(f.measurement?.value, 30)
        XCTAssertEqual(f.measurement?.limit, 44)
        XCTAssertEqual(try with(size: 30, checks: "").count, 0, "not a control, not marked")
        let wide = try XCTUnwrap(try with(size: 60, checks: marked).first, "44 pt wide is not enough if 30 pt tall")
        XCTAssertEqual(wide.measurement?.quantity, "height")
        XCTAssertEqual(try with(size: 30, checks: ##""checks": { "tapTarget": { "minimumWidth": 30, "minimumHeight": 30 }, "views": { "close": { "tapTarget": true } } }"##).count, 0)
    }

    /// Any view the frame marks as a control (a `UIControl` class: UISwitch) is held to the
    /// rule without being marked, and can be exempted by id.
    func testAViewTheFrameMarksAsAControlIsHeldToTheTapTargetRule() throws {
        let views = ##"{ "id": "wifi", "class": "UISwitch" }"##
        let constraints = ##""wifi.top == root.top + 100", "wifi.leading == root.leading + 20""##
        let size = ControlMetrics.switchSize
        let f = try XCTUnwrap(try findings(checkTimeline(views: views, constraints: constraints), settings: only(.tapTarget)).first)
        XCTAssertEqual(f.subject, "wifi")
        XCTAssertEqual(f.measurement?.quantity, "height")
        XCTAssertEqual(f.measurement?.value, size.height)
        XCTAssertEqual(f.message, "'wifi' is \(Int(size.width))×\(Int(size.height)) pt; a touch target needs at least 44×44 pt")
        let exempt = ##""checks": { "views": { "wifi": { "tapTarget": false } } }"##
        XCTAssertEqual(try findings(checkTimeline(views: views, constraints: constraints, extra: exempt), settings: only(.tapTarget)).count, 0)
    }

    // MARK: contrast

    func testTextContrastIsMeasuredAgainstTheRenderedBackground() throws {
        func with(color: String, size: Double = 17, weight: String = "regular") throws -> [CheckFinding] {
            try findings(checkTimeline(views: ##"{ "id": "hint", "text": "Forgot password?", "textColor": "\##(color)", "font": { "size": \##(size), "weight": "\##(weight)" } }"##,
                                       constraints: ##""hint.leading == root.leading + 20", "hint.top == root.top + 100""##),
                         settings: only(.contrast))
        }
        let f = try XCTUnwrap(try with(color: "#777777").first)
        XCTAssertEqual(f.measurement?.value ?? 0, wcagContrast("#777777", "#FFFFFF"), accuracy: 1e-6)   // 4.48:1
        XCTAssertEqual(f.measurement?.limit, 4.5)
        XCTAssertEqual(f.message, "'hint' text #777777 on #FFFFFF has a contrast of 4.48:1; text needs 4.5:1")
        XCTAssertEqual(try with(color: "#767676").count, 0, "4.54:1 passes")
        XCTAssertEqual(try with(color: "#8E8E93", size: 18).count, 0, "large text: 3.26:1 against 3:1")
        XCTAssertEqual(try with(color: "#8E8E93", weight: "bold").count, 0, "bold text is large (Apple's HIG)")
        XCTAssertEqual(try with(color: "#AEAEB2", size: 18).first?.measurement?.limit, 3)
    }

    func testTheBackgroundIsWhateverIsDrawnBehindTheTextAtItsOpacity() throws {
        // The label sits half over a dark card: the worse of the two backgrounds counts.
        let views = """
            { "id": "card", "backgroundColor": "#333333", "frame": [0, 80, 100, 60], "translatesAutoresizingMaskIntoConstraints": true },
            { "id": "label", "text": "MMMMMMMMMMMMMMMM", "textColor": "#000000", "frame": [20, 100, 200, 20], "translatesAutoresizingMaskIntoConstraints": true }
            """
        let f = try XCTUnwrap(try findings(checkTimeline(views: views), settings: only(.contrast)).first)
        XCTAssertEqual(f.measurement?.value ?? 0, wcagContrast("#000000", "#333333"), accuracy: 1e-6)
        // Half-transparent text is text of the colour that shows.
        let faint = ##"{ "id": "label", "text": "Hello", "textColor": "#00000080", "frame": [20, 100, 200, 20], "translatesAutoresizingMaskIntoConstraints": true }"##
        let g = try XCTUnwrap(try findings(checkTimeline(views: faint), settings: only(.contrast)).first)
        let shown = Color(red: 0, green: 0, blue: 0, alpha: 128.0 / 255).over(.white)
        XCTAssertEqual(g.measurement?.value ?? 0, shown.contrastRatio(with: .white), accuracy: 1e-6)
        XCTAssertTrue(g.message.hasPrefix("'label' text \(shown.hex) on #FFFFFF"), g.message)
    }

    func testDarkModeTurnsAFixedBlackLabelIntoBlackOnBlackButNotASystemLabel() throws {
        let views = """
            { "id": "fixed", "text": "Hello", "textColor": "#000000", "frame": [20, 100, 200, 20], "translatesAutoresizingMaskIntoConstraints": true },
            { "id": "adaptive", "text": "Hello", "textColor": "label", "frame": [20, 140, 200, 20], "translatesAutoresizingMaskIntoConstraints": true }
            """
        XCTAssertEqual(try findings(checkTimeline(views: views), settings: only(.contrast)).count, 0)
        let dark = try findings(checkTimeline(views: views), settings: only(.contrast)) { $0.userInterfaceStyle = .dark }
        XCTAssertEqual(dark.map(\.subject), ["fixed"])
        XCTAssertEqual(dark.first?.message, "'fixed' text #000000 on #000000 has a contrast of 1:1; text needs 4.5:1")
    }

    // MARK: brokenConstraint, ambiguousLayout

    func testABrokenConstraintIsReportedForTheFramesItStaysBroken() throws {
        let json = try String(contentsOfFile: Repository.example("unsatisfiable"), encoding: .utf8)
        let found = try findings(json, settings: only(.brokenConstraint))
        let f = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(f.subject, "fixedWidth")
        XCTAssertEqual(f.other, "banner")
        // 30 fps, removed at 0.6 s: frames 0…17 have it.
        XCTAssertEqual([f.firstFrame, f.lastFrame, f.frames], [0, 17, 18])
        XCTAssertEqual(f.measurement?.value ?? 0, 65, accuracy: 1e-6)   // 400 against 375 − 2 × 20
        XCTAssertEqual(try findings(Repository.example("pin-change-frames").contents(), settings: only(.brokenConstraint)).count, 0)
    }

    func testAnAmbiguousViewIsReportedUntilAConstraintFixesIt() throws {
        let found = try findings(Repository.example("ambiguous").contents(), settings: only(.ambiguousLayout))
        let f = try XCTUnwrap(found.first)
        XCTAssertEqual(f.subject, "box")
        XCTAssertEqual(f.firstFrame, 0)
        XCTAssertTrue(f.message.hasPrefix("'box' has an ambiguous layout: the constraints leave minX 20…∞ free"), f.message)
        XCTAssertEqual(f.lastFrame, 17, "centerX added at 0.6 s (frame 18 at 30 fps)")
        XCTAssertEqual(try findings(Repository.example("pin-change-frames").contents(), settings: only(.ambiguousLayout)).count, 0)
    }

    // MARK: findings across frames

    func testAFindingSpansTheFramesItHoldsInAndKeepsItsWorstMeasurement() throws {
        // The header slides up under the status bar and back: frames 0…10 at 10 fps.
        let json = checkTimeline(views: ##"{ "id": "header", "backgroundColor": "#4A90E2" }"##,
                                 constraints: ##"{ "id": "top", "constraint": "header.top == root.top + 40" }, "header.leading == root.leading", "header.trailing == root.trailing", "header.height == 44""##,
                                 extra: ##""timeline": [ { "at": 0.2, "changes": [ { "constant": "top", "to": 0 } ] }, { "at": 0.5, "changes": [ { "constant": "top", "to": 10 } ] }, { "at": 0.8, "changes": [ { "constant": "top", "to": 40 } ] } ]"##,
                                 duration: 1)
        let f = try XCTUnwrap(try findings(json, settings: only(.safeArea)).first)
        XCTAssertEqual([f.firstFrame, f.lastFrame, f.frames], [2, 7, 6])
        XCTAssertEqual(f.measurement?.value, 20, "the first frame's")
        XCTAssertEqual(f.worst?.value, 20)
        XCTAssertEqual(f.worstFrame, 2)
        XCTAssertEqual(f.firstTime, 0.2, accuracy: 1e-9)
        XCTAssertEqual(f.lastTime, 0.7, accuracy: 1e-9)
        let end = try findings(json, settings: only(.safeArea), endState: true)
        XCTAssertEqual(end.count, 0, "the end state is fine")
    }
}

extension String {
    /// The file's text (for example paths).
    func contents() throws -> String { try String(contentsOfFile: self, encoding: .utf8) }
}
