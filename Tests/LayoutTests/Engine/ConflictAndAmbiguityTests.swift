import Cassowary
import Geometry
@testable import Layout
import XCTest

final class ConflictAndAmbiguityTests: XCTestCase {
    func testUnsatisfiableLogsUIKitTextAndBreaksTheNewcomer() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "banner"))
        try e.add("banner.leading == root.leading + 20", id: "leadingPin")
        try e.add("banner.trailing == root.trailing - 20", id: "trailingPin")
        try e.add("banner.top == root.top + 20")
        try e.add("banner.height == 60")
        try e.add("banner.width == 400", id: "fixedWidth")
        e.appear()
        // Recovered: the two pins hold (375 − 40 = 335), the 400 is broken.
        assertRect(e.frame("banner"), 20, 20, 335, 60)
        XCTAssertEqual(e.store.constraint("fixedWidth")?.isBroken, true)
        XCTAssertEqual(e.store.constraint("fixedWidth")?.isActive, true)
        // Declared before the first display, the constraints reach the solver in
        // viewDidLoad, so that is where the conflict is logged.
        XCTAssertEqual(e.diagnostics.trace.entries.prefix(3).map(\.message).dropLast(), ["loadView", "viewDidLoad"])
        XCTAssertEqual(e.diagnostics.trace.entries[2].kind, .console)
        let log = try XCTUnwrap(e.diagnostics.trace.entries.first { $0.kind == .console }).message
        func addr(_ id: LayoutConstraintID) -> String { UIKitText.fakeAddress(e.store.records[id]!.serial) }
        let rootWidth = addr("UIView-Encapsulated-Layout-Width")
        XCTAssertEqual(log, """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
            "<NSLayoutConstraint:\(rootWidth) 'UIView-Encapsulated-Layout-Width' root.width == 375   (active)>",
            "<NSLayoutConstraint:\(addr("leadingPin")) 'leadingPin' banner.leading == root.leading + 20   (active)>",
            "<NSLayoutConstraint:\(addr("trailingPin")) 'trailingPin' banner.trailing == root.trailing - 20   (active)>",
            "<NSLayoutConstraint:\(addr("fixedWidth")) 'fixedWidth' banner.width == 400   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:\(addr("fixedWidth")) 'fixedWidth' banner.width == 400   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """)
        // Deactivating the broken one clears it; re-activating conflicts again.
        try e.store.setActive("fixedWidth", false)
        XCTAssertEqual(e.store.constraint("fixedWidth")?.isBroken, false)
        try e.store.setActive("fixedWidth", true)
        XCTAssertEqual(e.diagnostics.trace.entries.filter { $0.kind == .console }.count, 2)
    }

    func testUserConstraintIsBrokenBeforeAGeneratedOne() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "bar", translatesAutoresizingMaskIntoConstraints: true, frame: Rect(0, 0, 100, 10)))
        e.loadViewIfNeeded()
        try e.add("bar.width == 50", id: "w")
        XCTAssertEqual(e.store.constraint("w")?.isBroken, true)
        XCTAssertEqual(e.store.constraint("bar.autoresizing.width")?.isBroken, false)
        e.appear()
        XCTAssertEqual(e.frame("bar").width, 100)
    }

    func testConflictOnAConstantChangeBreaksTheEditedConstraint() throws {
        let e = makeEngine()
        try e.addView(ViewSpec(id: "card"))
        e.loadViewIfNeeded()
        try e.add("card.width == 100", id: "w")
        try e.add("card.width <= 200", id: "cap")
        try e.store.setConstant("w", 300)
        XCTAssertEqual(e.store.constraint("w")?.isBroken, true)
        XCTAssertTrue(e.diagnostics.trace.entries.contains { $0.kind == .console && $0.message.contains("'cap' card.width <= 200") })
    }

    func testAmbiguityFlagsTraceAndAlternatives() throws {
        // The timeline's ambiguous example: x is only bounded below by 20.
        let e = makeEngine()
        try e.addView(ViewSpec(id: "box"))
        try e.add(all: ["box.top == root.safeArea.top + 40", "box.width == 120", "box.height == 80", "box.leading >= root.leading + 20"])
        e.appear()
        XCTAssertTrue(e.diagnostics.hasAmbiguousLayout("box"))
        XCTAssertFalse(e.diagnostics.hasAmbiguousLayout("root"))
        let minX = e.tree.nodes["box"]!.variables!.minX.id
        let legend = """
        Legend:
        \t* - is laid out with auto layout
        \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
        \t• - layout engine host
        """
        XCTAssertEqual(e.diagnostics.autolayoutTrace(), """
        •window
        |   •root
        |   |   *<root.safeArea - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 20}, {375, 647}}, owningView = <UIView: \(UIKitText.fakeAddress(e.tree.nodes["root"]!.serial)); frame = (0 0; 375 667); id = root>>
        |   |   *box- AMBIGUOUS LAYOUT for box.minX{id: \(minX)}
        """ + "\n\n" + legend)
        // The console gets UIKit's synopsis when the layout becomes ambiguous.
        XCTAssertTrue(e.diagnostics.trace.entries.contains { $0.kind == .console && $0.message == """
        [LayoutConstraints] Window has a view with an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.

        *box- AMBIGUOUS LAYOUT for box.minX{id: \(minX)}
        """ + "\n\n" + legend })
        XCTAssertTrue(e.diagnostics.trace.entries.contains { $0.message == "box.minX{id: \(minX)} can be anything in [20, ∞)" })
        // The solver sits at a vertex: the lower end. The other alternative is the probe
        // 100 beyond; y, width and height cannot move.
        XCTAssertEqual(e.frame("box"), Rect(20, 60, 120, 80))
        XCTAssertEqual(e.diagnostics.ambiguity, [AmbiguousAttribute(view: "box", attribute: .minX, lowerBound: 20, upperBound: nil,
                                                        alternatives: [Rect(120, 60, 120, 80)])])
        XCTAssertEqual(e.diagnostics.alternativeLayoutRects(of: "box"), [Rect(120, 60, 120, 80)])
        // Asking moved nothing.
        e.layoutIfNeeded()
        XCTAssertEqual(e.frame("box"), Rect(20, 60, 120, 80))

        try e.add("box.centerX == root.centerX", id: "fixX")
        e.layoutIfNeeded()
        XCTAssertFalse(e.diagnostics.hasAmbiguousLayout("box"))
        XCTAssertEqual(e.frame("box").minX, 187.5 - 60)
        XCTAssertEqual(e.diagnostics.trace.entries.last?.message, "layout is no longer ambiguous")
    }
}
