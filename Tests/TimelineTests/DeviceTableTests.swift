import XCTest
import Geometry
@testable import Playback
@testable import Timeline

/// The devices added beyond the contract's table, typed in from the published tables
/// (docs/devices.md): point size, scale, safe area in portrait and landscapeRight, size
/// classes per orientation, upside-down, system UI.
final class DeviceTableTests: XCTestCase {
    struct Row {
        var name: String, size: Size, scale: Double, portrait: EdgeInsets, landscape: EdgeInsets
        var landscapeWidth: SizeClass, upsideDown: Bool, housing: Device.SensorHousing, homeIndicator: Bool
    }

    static func faceID(_ name: String, _ w: Double, _ h: Double, _ top: Double, _ wide: SizeClass,
                       _ housing: Device.SensorHousing) -> Row {
        Row(name: name, size: Size(w, h), scale: 3, portrait: EdgeInsets(top: top, bottom: 34),
            landscape: EdgeInsets(top: 0, left: top, bottom: 21, right: top), landscapeWidth: wide, upsideDown: false,
            housing: housing, homeIndicator: true)
    }

    static let phones: [Row] = [
        Row(name: "iPhone SE (2nd generation)", size: Size(375, 667), scale: 2, portrait: EdgeInsets(top: 20), landscape: .zero,
            landscapeWidth: .compact, upsideDown: true, housing: .none, homeIndicator: false),
        Row(name: "iPhone SE (3rd generation)", size: Size(375, 667), scale: 2, portrait: EdgeInsets(top: 20), landscape: .zero,
            landscapeWidth: .compact, upsideDown: true, housing: .none, homeIndicator: false),
        faceID("iPhone 12 mini", 375, 812, 50, .compact, .notch),
        faceID("iPhone 12", 390, 844, 47, .compact, .notch),
        faceID("iPhone 12 Pro", 390, 844, 47, .compact, .notch),
        faceID("iPhone 12 Pro Max", 428, 926, 47, .regular, .notch),
        faceID("iPhone 13 mini", 375, 812, 50, .compact, .notch),
        faceID("iPhone 13", 390, 844, 47, .compact, .notch),
        faceID("iPhone 13 Pro", 390, 844, 47, .compact, .notch),
        faceID("iPhone 13 Pro Max", 428, 926, 47, .regular, .notch),
        faceID("iPhone 14", 390, 844, 47, .compact, .notch),
        faceID("iPhone 14 Plus", 428, 926, 47, .regular, .notch),
        faceID("iPhone 14 Pro Max", 430, 932, 59, .regular, .dynamicIsland),
        faceID("iPhone 15", 393, 852, 59, .compact, .dynamicIsland),
        faceID("iPhone 15 Plus", 430, 932, 59, .regular, .dynamicIsland),
        faceID("iPhone 15 Pro", 393, 852, 59, .compact, .dynamicIsland),
        faceID("iPhone 15 Pro Max", 430, 932, 59, .regular, .dynamicIsland),
        faceID("iPhone 16", 393, 852, 59, .compact, .dynamicIsland),
        faceID("iPhone 16 Plus", 430, 932, 59, .regular, .dynamicIsland),
        faceID("iPhone 16 Pro", 402, 874, 62, .compact, .dynamicIsland),
        faceID("iPhone 16 Pro Max", 440, 956, 62, .regular, .dynamicIsland),
    ]

    static let pads: [(name: String, size: Size)] = [
        ("iPad mini (6th generation)", Size(744, 1133)), ("iPad Air (5th generation)", Size(820, 1180)),
        ("iPad Pro (11-inch)", Size(834, 1194)), ("iPad Pro (12.9-inch)", Size(1024, 1366)),
    ]

    func testPhonesAsPublished() throws {
        for row in Self.phones {
            let d = try XCTUnwrap(Device.named(row.name), row.name)
            XCTAssertEqual(d.portraitSize, row.size, row.name)
            XCTAssertEqual(d.scale, row.scale, row.name)
            XCTAssertEqual(d.safeArea(in: .portrait), row.portrait, row.name)
            XCTAssertEqual(d.safeArea(in: .landscapeRight), row.landscape, row.name)
            XCTAssertEqual(d.allowsUpsideDown, row.upsideDown, row.name)
            XCTAssertEqual(d.sensorHousing, row.housing, row.name)
            XCTAssertEqual(d.hasHomeIndicator, row.homeIndicator, row.name)
            XCTAssertFalse(d.isPad, row.name)
            // Every iPhone: compact width, regular height in portrait (either way up).
            XCTAssertEqual(d.sizeClasses(in: .portrait), SizeClasses(horizontal: .compact, vertical: .regular), row.name)
            XCTAssertEqual(d.sizeClasses(in: .portraitUpsideDown), SizeClasses(horizontal: .compact, vertical: .regular), row.name)
            // Landscape: compact height; width regular on the large phones only.
            for o in [InterfaceOrientation.landscapeLeft, .landscapeRight] {
                XCTAssertEqual(d.sizeClasses(in: o), SizeClasses(horizontal: row.landscapeWidth, vertical: .compact), "\(row.name) \(o)")
            }
        }
    }

    func testPadsAsPublished() throws {
        for (name, size) in Self.pads {
            let d = try XCTUnwrap(Device.named(name), name)
            XCTAssertEqual(d.portraitSize, size, name)
            XCTAssertEqual(d.scale, 2, name)
            XCTAssertTrue(d.isPad && d.allowsUpsideDown && d.hasHomeIndicator, name)
            XCTAssertEqual(d.sensorHousing, .none, name)
            // A 24 pt status bar and the 20 pt home indicator, in both orientations.
            for o in InterfaceOrientation.allCases {
                XCTAssertEqual(d.safeArea(in: o), EdgeInsets(top: 24, bottom: 20), "\(name) \(o)")
                XCTAssertEqual(d.sizeClasses(in: o), SizeClasses(horizontal: .regular, vertical: .regular), "\(name) \(o)")
            }
        }
    }

    /// The contract's rows: size classes from Apple's table (the 8 Plus and the 11 are the
    /// large phones), the iPad regular both ways.
    func testContractRowsSizeClasses() {
        let landscapeWidth: [(String, SizeClass)] = [("iPhone SE", .compact), ("iPhone 8", .compact), ("iPhone 8 Plus", .regular),
                                                     ("iPhone X", .compact), ("iPhone 11", .regular), ("iPhone 14 Pro", .compact)]
        for (name, width) in landscapeWidth {
            let d = Device.named(name)!
            XCTAssertEqual(d.sizeClasses(in: .portrait), SizeClasses(horizontal: .compact, vertical: .regular), name)
            XCTAssertEqual(d.sizeClasses(in: .landscapeLeft), SizeClasses(horizontal: width, vertical: .compact), name)
        }
        XCTAssertEqual(Device.named("iPad")!.sizeClasses(in: .landscapeRight), SizeClasses(horizontal: .regular, vertical: .regular))
    }

    /// The rule a bare `size` gets agrees with every row of the table (the table's values
    /// were typed from Apple's, not computed by the rule).
    func testBareSizeRuleAgreesWithTheTable() {
        for d in Device.all {
            for o in InterfaceOrientation.allCases {
                XCTAssertEqual(ScreenSpec.sizeClasses(portraitSize: d.portraitSize, in: o), d.sizeClasses(in: o), "\(d.name) \(o)")
            }
        }
    }

    func testNamesAreUnique() {
        XCTAssertEqual(Set(Device.all.map(\.name)).count, Device.all.count)
    }

    func testTraitsOfAScreen() throws {
        let t = try Fixture.load(Fixture.document("", screen: #"""
            { "device": "iPhone 15 Pro Max", "layoutDirection": "rightToLeft", "contentSizeCategory": "accessibilityLarge" }
            """#))
        XCTAssertEqual(t.screen.traits(in: .portrait),
                       TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                       layoutDirection: .rightToLeft, contentSizeCategory: .accessibilityLarge))
        XCTAssertEqual(t.screen.traits(in: .landscapeLeft).sizeClasses, SizeClasses(horizontal: .regular, vertical: .compact))
        // Defaults: left to right, large.
        let plain = try Fixture.load(Fixture.document(""))
        XCTAssertEqual(plain.screen.traits(in: .portrait), TraitCollection())
    }

    func testUnknownNamesGetSuggestions() {
        let device = Fixture.document("", screen: #"{ "device": "iPhone 15 Pro Maxx" }"#)
        assertSingleError(device, marker: "\"iPhone 15 Pro Maxx\"", path: "$.screen.device",
                          message: "unknown device 'iPhone 15 Pro Maxx'", fix: "did you mean 'iPhone 15 Pro Max'?")
        let direction = Fixture.document("", screen: #"{ "device": "iPhone X", "layoutDirection": "rightToleft" }"#)
        assertSingleError(direction, marker: "\"rightToleft\"", path: "$.screen.layoutDirection",
                          message: "unknown layout direction 'rightToleft'", fix: "did you mean 'rightToLeft'?")
        let category = Fixture.document("", screen: #"{ "device": "iPhone X", "contentSizeCategory": "accessibilityLarg" }"#)
        assertSingleError(category, marker: "\"accessibilityLarg\"", path: "$.screen.contentSizeCategory",
                          message: "unknown content size category 'accessibilityLarg'", fix: "did you mean 'accessibilityLarge'?")
    }
}
