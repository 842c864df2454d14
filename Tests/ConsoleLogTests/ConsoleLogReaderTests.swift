import ConsoleLog
import XCTest

/// The reader on each spelling UIKit has used, checked part by part against what the text
/// says (the expected values are read off the log by hand).
final class ConsoleLogReaderTests: XCTestCase {
    func read(_ text: String) throws -> ConsoleLog { try ConsoleLogReader.read(text) }

    let modern = """
    2021-03-02 10:11:12.123456+0100 Shop[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    (
        "<NSLayoutConstraint:0x600001a0c0a0 H:|-(16)-[UILabel:0x7fb1c0d0a100'Total: 3 items']   (active, names: '|':UIView:0x7fb1c0d0a200 )>",
        "<NSLayoutConstraint:0x600001a0c0f0 UILabel:0x7fb1c0d0a100'Total: 3 items'.width == 0.5*UIView:0x7fb1c0d0a200.width - 8 @750   (active)>",
        "<NSLayoutConstraint:0x600001a0c140 'UIView-Encapsulated-Layout-Width' UIView:0x7fb1c0d0a200.width == 0   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600001a0c0a0 H:|-(16)-[UILabel:0x7fb1c0d0a100'Total: 3 items']   (active, names: '|':UIView:0x7fb1c0d0a200 )>
    """

    func testModernMessage() throws {
        let log = try read(modern)
        XCTAssertEqual(log.conflicts.count, 1)
        let c = log.conflicts[0]
        XCTAssertEqual(c.location, LogLocation(line: 1, column: 63))
        XCTAssertEqual(c.constraints.map(\.address), ["0x600001a0c0a0", "0x600001a0c0f0", "0x600001a0c140"])
        XCTAssertEqual(c.broken?.address, "0x600001a0c0a0")
        // H:|-(16)-[label]: the label's leading edge is 16 after the superview's.
        let pin = c.constraints[0]
        XCTAssertEqual(pin.first.object, LoggedObject(className: "UILabel", address: "0x7fb1c0d0a100", text: "Total: 3 items"))
        XCTAssertEqual(pin.first.attribute, .leading)
        XCTAssertEqual(pin.second?.object.address, "0x7fb1c0d0a200")
        XCTAssertEqual(pin.second?.attribute, .leading)
        XCTAssertEqual(pin.constant, 16)
        XCTAssertEqual(pin.isActive, true)
        XCTAssertEqual(pin.location, LogLocation(line: 4, column: 7))
        let half = c.constraints[1]
        XCTAssertEqual(half.multiplier, 0.5)
        XCTAssertEqual(half.constant, -8)
        XCTAssertEqual(half.priority, 750)
        XCTAssertEqual(half.second?.attribute, .width)
        XCTAssertEqual(c.constraints[2].identifier, "UIView-Encapsulated-Layout-Width")
        XCTAssertTrue(c.constraints[2].isMadeByUIKit)
        XCTAssertFalse(half.isMadeByUIKit)
        XCTAssertEqual(log.warnings, [])
    }

    /// iOS 7: no `(active)`, `(Names: …)`, NSSpace, and a `[VIEW(size)]`.
    func testIOS7VisualFormats() throws {
        let log = try read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x8b0db70 V:[UILabel:0x8b0cb30]-(NSSpace(8))-[UITextView:0x91dba00]>",
            "<NSLayoutConstraint:0x8b0dba0 V:[UITextView:0x91dba00]-(>=20)-|   (Names: '|':UITableViewCellContentView:0x8bd7d40 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x8b00330 h=--& v=--& V:[UITableViewCellContentView:0x8bd7d40(44)]>"
        )
        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x8b0db70 V:[UILabel:0x8b0cb30]-(NSSpace(8))-[UITextView:0x91dba00]>
        """)
        let c = try XCTUnwrap(log.conflicts.first).constraints
        // [label]-(8)-[text]: text.top == label.bottom + 8
        XCTAssertEqual(c[0].first.object.address, "0x91dba00")
        XCTAssertEqual(c[0].first.attribute, .top)
        XCTAssertEqual(c[0].second?.object.address, "0x8b0cb30")
        XCTAssertEqual(c[0].second?.attribute, .bottom)
        XCTAssertEqual(c[0].constant, 8)
        XCTAssertNil(c[0].isActive)
        // [text]-(>=20)-|: cell.bottom >= text.bottom + 20
        XCTAssertEqual(c[1].first.object.address, "0x8bd7d40")
        XCTAssertEqual(c[1].first.attribute, .bottom)
        XCTAssertEqual(c[1].relation, .greaterThanOrEqual)
        XCTAssertEqual(c[1].second?.object.address, "0x91dba00")
        XCTAssertEqual(c[1].constant, 20)
        XCTAssertTrue(c[1].superviewOfSecond)
        XCTAssertEqual(c[2].autoresizingMask, "h=--& v=--&")
        XCTAssertEqual(c[2].first.attribute, .height)
        XCTAssertEqual(c[2].constant, 44)
        XCTAssertNil(c[2].second)
    }

    /// SnapKit's class and source location, Masonry's class, a negative constant written
    /// `- 16`, an autoresizing position `+ 187.5`, `(LTR)`.
    func testLibrariesAndSigns() throws {
        let log = try read("""
        (
            "<SnapKit.LayoutConstraint:0x600000c7e820@/Users/me/My App/Views/Header.swift#61 UIButton:0x7f96dc4de760.bottom == Shop.Fade:0x7f96dc4de290.bottom - 24.0>",
            "<MASLayoutConstraint:0x111c83cc0 UIView:0x111e9a700.width == - 16>",
            "<NSAutoresizingMaskLayoutConstraint:0x7fbfe4163e20 h=--& v=--& UIView:0x7fbfe1fb48c0.midX == + 187.5>",
            "<NSLayoutConstraint:0x28394fc00 'UIViewSafeAreaLayoutGuide-left' H:|-(0)-[UILayoutGuide:0x28236cee0'UIViewSafeAreaLayoutGuide'](LTR)   (active, names: '|':Chat.InputBar:0x10e834600 )>"
        )
        Will attempt to recover by breaking constraint 
        <MASLayoutConstraint:0x111c83cc0 UIView:0x111e9a700.width == - 16>
        """)
        XCTAssertEqual(log.warnings.map(\.message).first?.hasPrefix("'Will attempt to recover by breaking constraint' without"), true)
        let c = try XCTUnwrap(log.conflicts.first)
        XCTAssertEqual(c.constraints.count, 4)
        XCTAssertEqual(c.constraints[0].className, "SnapKit.LayoutConstraint")
        XCTAssertEqual(c.constraints[0].sourceLocation, "/Users/me/My App/Views/Header.swift#61")
        XCTAssertEqual(c.constraints[0].second?.object.className, "Shop.Fade")
        XCTAssertEqual(c.constraints[0].constant, -24)
        XCTAssertEqual(c.constraints[1].constant, -16)
        XCTAssertEqual(c.constraints[2].first.attribute, .midX)
        XCTAssertEqual(c.constraints[2].constant, 187.5)
        XCTAssertEqual(c.constraints[3].first.attribute, .left, "(LTR): left and right, not leading and trailing")
        XCTAssertEqual(c.constraints[3].first.object.text, "UIViewSafeAreaLayoutGuide")
        XCTAssertTrue(c.constraints[3].first.object.isLayoutGuide)
        XCTAssertEqual(c.broken?.address, "0x111c83cc0")
    }

    /// A view printed by accessibility identifier, and a `names:` key standing for a view.
    func testNamesStandForViews() throws {
        let log = try read("""
        <NSLayoutConstraint:0x600002170be0 Toolbar.lockIcon.width == 40   (active, names: Toolbar.lockIcon:0x106c2b2e0 )>
        <NSLayoutConstraint:0x60000252cc80 V:|-(0)-[tableView]   (active, names: tableView:0x7fa05e050000, main:0x7fa05ed0cb20, '|':main:0x7fa05ed0cb20 )>
        """)
        XCTAssertEqual(log.listedConstraints.count, 2)
        XCTAssertEqual(log.listedConstraints[0].first.object.address, "0x106c2b2e0")
        XCTAssertEqual(log.listedConstraints[0].first.object.name, "Toolbar.lockIcon")
        XCTAssertEqual(log.listedConstraints[1].first.object.address, "0x7fa05e050000")
        XCTAssertEqual(log.listedConstraints[1].second?.object.address, "0x7fa05ed0cb20")
    }

    /// Pasting mangles: markdown escapes, the whole message on one line, quotes and angle
    /// brackets lost, the recovery line on the same line.
    func testMangledPastes() throws {
        let escaped = try read(#"""
        Unable to simultaneously satisfy constraints.
        (
            \<NSLayoutConstraint:0x15ee170b0 V:|-(8)-[UIView:0x15ecf6160]   (Names: '|':UIView:0x15e85a630 )\>,
            \<NSLayoutConstraint:0x15e9988e0 V:[UIView:0x15ecf6160(10)]\>
        )
        Will attempt to recover by breaking constraint \<NSLayoutConstraint:0x15e9988e0 V:[UIView:0x15ecf6160(10)]\>
        """#)
        XCTAssertEqual(escaped.conflicts.first?.constraints.count, 2)
        XCTAssertEqual(escaped.conflicts.first?.broken?.address, "0x15e9988e0")
        // Columns count in the text as pasted (backslashes included).
        XCTAssertEqual(escaped.conflicts.first?.constraints[1].location, LogLocation(line: 4, column: 7))

        let collapsed = try read("[LayoutConstraints] Unable to simultaneously satisfy constraints. ( \"<NSLayoutConstraint:0x6280 'UISV-hiding' UIStackView:0x7fa5.height == 0   (active)>\", \"<NSLayoutConstraint:0x6281 'UISV-spacing' V:[UILabel:0x7fa6'Top']-(8)-[UILabel:0x7fa7'Bottom']   (active)>\") Will attempt to recover by breaking constraint <NSLayoutConstraint:0x6281 'UISV-spacing' V:[UILabel:0x7fa6'Top']-(8)-[UILabel:0x7fa7'Bottom']   (active)> Make a symbolic breakpoint")
        XCTAssertEqual(collapsed.conflicts.first?.constraints.map(\.identifier), ["UISV-hiding", "UISV-spacing"])
        XCTAssertEqual(collapsed.conflicts.first?.broken?.first.object.text, "Bottom")

        let bare = try read("""
        (
            NSLayoutConstraint:0x7ff1ad94c830 SwipeView:0x7ff1ad9c99d0.leading == UITableViewCellContentView:0x7ff1ad9801e0.leading + 5,
            NSLayoutConstraint:0x7ff1ad94c610 UITableViewCellContentView:0x7ff1ad9801e0.width == 0
        )
        """)
        XCTAssertEqual(bare.listedConstraints.map(\.constant), [5, 0])
        XCTAssertEqual(bare.listedConstraints[0].second?.object.address, "0x7ff1ad9801e0")
    }

    /// `_autolayoutTrace`, in the form of iOS 12 and of iOS 7.
    func testAutolayoutTrace() throws {
        let log = try read("""
        UIWindow:0x7fadc950a2e0
        |   •UIView:0x7fadcb048100
        |   |   *UIButton:0x7fadcb02e420'Add Entry'
        |   |   |   UIButtonLabel:0x7fadc9530300'Add Entry'
        |   |   *UIImageView:0x7fadc9416120- AMBIGUOUS LAYOUT for UIImageView:0x7fadc9416120.minX{id: 172}
        *<UIWindow:0x108f537f0> - AMBIGUOUS LAYOUT
        |   *<UIView:0x109409850>
        """)
        XCTAssertEqual(log.trace.map(\.depth), [0, 1, 2, 3, 2, 0, 1])
        XCTAssertEqual(log.trace.map(\.marker), [nil, "•", "*", nil, "*", "*", "*"])
        XCTAssertEqual(log.trace.map(\.isAmbiguous), [false, false, false, false, true, true, false])
        XCTAssertEqual(log.trace[2].object, LoggedObject(className: "UIButton", address: "0x7fadcb02e420", text: "Add Entry"))
        XCTAssertEqual(log.trace[6].object.address, "0x109409850")
    }

    // MARK: bad input

    func testTextThatIsNoLogSaysWhatWasExpectedAndWhere() {
        for text in ["", "hello world\n", "{ \"version\": 1 }", String(repeating: "\u{0}", count: 100), "  \n\n   Unable to parse"] {
            XCTAssertThrowsError(try read(text), "\(text.prefix(20))") { e in
                let error = e as! ConsoleLogError
                XCTAssertTrue(error.message.hasPrefix("expected UIKit's console output"), error.message)
                XCTAssertTrue(error.message.contains("reading stopped"), error.message)
            }
        }
        // Where the text begins, so the user sees which file and line was read.
        XCTAssertEqual((try? read("\n\n   nothing here")).map { _ in LogLocation(line: 0, column: 0) }, nil)
        do { _ = try read("\n\n   nothing here") } catch { XCTAssertEqual((error as! ConsoleLogError).location, LogLocation(line: 3, column: 4)) }
    }

    func testAnUnreadableDescriptionIsSkippedWithItsPlace() throws {
        let log = try read("""
        <NSLayoutConstraint:0x6000 UILabel:0x7f01.leading == UIView:0x7f02.leading + 20>
        <NSLayoutConstraint:0x6001 something that is no constraint>
        """)
        XCTAssertEqual(log.listedConstraints.count, 1)
        XCTAssertEqual(log.warnings.count, 1)
        XCTAssertEqual(log.warnings[0].location, LogLocation(line: 2, column: 2))
        XCTAssertTrue(log.warnings[0].message.hasPrefix("skipped a constraint description: expected"), log.warnings[0].message)
        // Nothing readable at all: the first failure is the error, at its place.
        XCTAssertThrowsError(try read("junk\n  <NSLayoutConstraint:0x6001 V:[UIView:0x7f01]-(8)-|>")) { e in
            XCTAssertEqual((e as! ConsoleLogError).location, LogLocation(line: 2, column: 4))
            XCTAssertTrue((e as! ConsoleLogError).message.contains("'|'"), "\(e)")
        }
    }
}
