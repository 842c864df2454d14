import AnimRenderUIKit
import XCTest

/// Timelines/ examples of UIKit's controls, written with the Swift API.
@MainActor
final class ControlTwinTests: XCTestCase {
    func testSwitchInStack() async throws {
        final class Controller: UIViewController {
            let row = UIStackView(), name = UILabel(), wifi = UISwitch()
            override func viewDidLoad() {
                super.viewDidLoad()
                row.accessibilityIdentifier = "row"
                row.alignment = .center
                row.spacing = 8
                row.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(row)
                name.accessibilityIdentifier = "title"
                name.text = "Wi-Fi"
                wifi.accessibilityIdentifier = "wifi"
                row.addArrangedSubview(name)
                row.addArrangedSubview(wifi)
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    row.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(size: CGSize(width: 375, height: 200)).record(vc, fps: 10) { script in
            script.at(0.5) { vc.wifi.isOn = true }
        }
        // UIKit's numbers: the switch is 51 × 31 and hugs at 750, so the label takes the
        // rest of the 343 pt row: 343 − 8 − 51 = 284.
        let last = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(last.views["wifi"]?.frame, CGRect(x: 292, y: 0, width: 51, height: 31))
        XCTAssertEqual(last.views["title"]?.frame.width, 284)
        XCTAssertEqual(last.views["wifi"]?.className, "UISwitch")
        XCTAssertEqual(last.views["wifi"]?.isControl, true)
        XCTAssertEqual(last.views["title"]?.isControl, false)
        XCTAssertEqual(vc.wifi.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(vc.wifi.contentHuggingPriority(for: .horizontal), .defaultHigh)
        try assertTwin("switch-in-stack", recording, overlays: [])
    }

    func testButtons() async throws {
        final class Controller: UIViewController {
            let row = UIStackView(), cancel = UIButton(type: .system), save = UIButton(type: .system), more = UIButton(type: .custom)
            override func viewDidLoad() {
                super.viewDidLoad()
                row.accessibilityIdentifier = "row"
                row.alignment = .center
                row.spacing = 8
                row.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(row)
                cancel.accessibilityIdentifier = "cancel"
                cancel.setTitle("Cancel", for: .normal)
                save.accessibilityIdentifier = "save"
                save.setTitle("Save", for: .normal)
                save.setTitleColor(.white, for: .normal)
                save.backgroundColor = .systemBlue
                save.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
                more.accessibilityIdentifier = "more"
                more.setTitle("More", for: .normal)
                more.backgroundColor = hex(0x3A3A3C)
                for b in [cancel, save, more] { row.addArrangedSubview(b) }
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    row.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(size: CGSize(width: 375, height: 120)).record(vc, fps: 10) { script in
            script.at(0.5) { vc.save.setTitle("Save changes", for: .normal) }
        }
        // A button is its title plus 6 above and below (30 tall at 15 pt), plus its insets:
        // Save is 8 + 8 taller (46), so the row's centred buttons sit 8 below its top.
        let first = try XCTUnwrap(recording.frames.first), last = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(first.views["cancel"]?.frame.height, 30)
        XCTAssertEqual(first.views["cancel"]?.frame.minY, 8)
        XCTAssertEqual(first.views["save"]?.frame.height, 46)
        XCTAssertEqual(first.views["save"]?.className, "UIButton")
        XCTAssertEqual(first.views["save"]?.isControl, true)
        XCTAssertGreaterThan(try XCTUnwrap(last.views["save"]?.frame.width), try XCTUnwrap(first.views["save"]?.frame.width))
        try assertTwin("buttons", recording, overlays: [])
    }

    func testButtonConfigurations() async throws {
        final class Controller: UIViewController {
            let column = UIStackView(), panel = UIView(), darkColumn = UIStackView()
            var plain: UIButton!, filled: UIButton!
            func button(_ id: String, _ configuration: UIButton.Configuration, title: String) -> UIButton {
                var c = configuration
                c.title = title
                let b = UIButton(configuration: c)
                b.accessibilityIdentifier = id
                return b
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                for (stack, id) in [(column, "column"), (darkColumn, "darkColumn")] {
                    stack.accessibilityIdentifier = id
                    stack.axis = .vertical
                    stack.alignment = .center
                    stack.spacing = 10
                    stack.translatesAutoresizingMaskIntoConstraints = false
                }
                view.addSubview(column)
                plain = button("plain", .plain(), title: "Plain")
                var like = UIButton.Configuration.tinted()
                like.image = UIImage(systemName: "heart.fill")
                like.imagePadding = 6
                filled = button("filled", .filled(), title: "Continue")
                var capsule = UIButton.Configuration.filled()
                capsule.cornerStyle = .capsule
                capsule.baseBackgroundColor = .systemGreen
                var download = UIButton.Configuration.tinted()
                download.subtitle = "12 MB"
                download.titlePadding = 2
                download.image = UIImage(systemName: "arrow.down.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 15))
                download.imagePlacement = .top
                download.imagePadding = 4
                let share = UIButton(type: .system)
                share.accessibilityIdentifier = "share"
                share.setTitle("Share", for: .normal)
                share.setImage(UIImage(systemName: "square.and.arrow.up", withConfiguration: UIImage.SymbolConfiguration(pointSize: 15)),
                               for: .normal)
                for b in [plain!, button("tinted", like, title: "Like"), button("gray", .gray(), title: "Gray"), filled!,
                          button("capsule", capsule, title: "Capsule"), button("download", download, title: "Download"), share] {
                    column.addArrangedSubview(b)
                }
                panel.accessibilityIdentifier = "panel"
                panel.backgroundColor = .systemBackground
                panel.overrideUserInterfaceStyle = .dark
                panel.layer.cornerRadius = 12
                panel.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(panel)
                panel.addSubview(darkColumn)
                for (id, c, title) in [("darkPlain", UIButton.Configuration.plain(), "Plain"), ("darkTinted", .tinted(), "Tinted"),
                                       ("darkGray", .gray(), "Gray"), ("darkFilled", .filled(), "Filled")] {
                    darkColumn.addArrangedSubview(button(id, c, title: title))
                }
                NSLayoutConstraint.activate([
                    column.centerXAnchor.constraint(equalTo: view.leadingAnchor, constant: 94),
                    column.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 195),
                    panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
                    panel.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
                    darkColumn.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
                    darkColumn.topAnchor.constraint(equalTo: panel.topAnchor, constant: 12),
                    panel.bottomAnchor.constraint(equalTo: darkColumn.bottomAnchor, constant: 12),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(size: CGSize(width: 375, height: 400)).record(vc, fps: 10) { script in
            script.at(0.5) {
                vc.plain.configuration?.title = "Plain, longer"
                vc.filled.configuration?.buttonSize = .large
                UIView.animate(withDuration: 0.3) { vc.view.layoutIfNeeded() }
            }
        }
        // A configured button is its content plus (7, 12, 7, 12); the large size's insets are
        // (14, 20, 14, 20): the filled button grows 16 wider and 14 taller.
        let first = try XCTUnwrap(recording.frames.first), last = try XCTUnwrap(recording.frames.last)
        let before = try XCTUnwrap(first.views["filled"]?.frame), after = try XCTUnwrap(last.views["filled"]?.frame)
        XCTAssertEqual(after.width - before.width, 16)
        XCTAssertEqual(after.height - before.height, 14)
        XCTAssertEqual(first.views["capsule"]?.className, "UIButton")
        XCTAssertGreaterThan(try XCTUnwrap(last.views["plain"]?.frame.width), try XCTUnwrap(first.views["plain"]?.frame.width))
        try assertTwin("button-configurations", recording, overlays: [])
    }

    func testTextInputs() async throws {
        final class Controller: UIViewController {
            let form = UIStackView(), name = UITextField(), email = UITextField(), password = UITextField()
            let notes = UITextView(), send = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                form.accessibilityIdentifier = "form"
                form.axis = .vertical
                form.spacing = 12
                form.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(form)
                name.accessibilityIdentifier = "name"
                name.text = "Anna Smith"
                name.clearButtonMode = .always
                email.accessibilityIdentifier = "email"
                email.placeholder = "Email address"
                password.accessibilityIdentifier = "password"
                password.text = "hunter22"
                password.isSecureTextEntry = true
                for f in [name, email, password] {
                    f.borderStyle = .roundedRect
                    form.addArrangedSubview(f)
                }
                notes.accessibilityIdentifier = "notes"
                notes.isScrollEnabled = false
                notes.backgroundColor = .secondarySystemBackground
                notes.layer.cornerRadius = 8
                notes.text = "Dear team,"
                send.accessibilityIdentifier = "send"
                send.setTitle("Send", for: .normal)
                for v in [notes, send] as [UIView] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                NSLayoutConstraint.activate([
                    form.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    form.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    form.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    notes.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 12),
                    notes.leadingAnchor.constraint(equalTo: form.leadingAnchor),
                    notes.trailingAnchor.constraint(equalTo: form.trailingAnchor),
                    send.topAnchor.constraint(equalTo: notes.bottomAnchor, constant: 16),
                    send.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(size: CGSize(width: 375, height: 340)).record(vc, fps: 10) { script in
            script.at(0.5) {
                UIView.animate(withDuration: 0.3) {
                    vc.notes.text = "Dear team,\nthe notes grow as you type"
                    vc.view.layoutIfNeeded()
                }
            }
            script.at(1.0) {
                UIView.animate(withDuration: 0.3) {
                    vc.notes.text = "Dear team,\nthe notes grow as you type\nand push the button down."
                    vc.view.layoutIfNeeded()
                }
            }
        }
        // Three 34 pt fields 12 apart from y 20: the form ends at 146, the notes start at 158.
        // One 17 pt line is 21 tall, so the notes are 8 + 21 + 8 = 37, then ceil(2 × 20.29) + 16
        // = 57 and ceil(3 × 20.29) + 16 = 77; the button follows 16 below.
        let first = try XCTUnwrap(recording.frames.first), last = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(first.views["password"]?.frame, CGRect(x: 0, y: 92, width: 335, height: 34))
        XCTAssertEqual(first.views["notes"]?.frame, CGRect(x: 20, y: 158, width: 335, height: 37))
        XCTAssertEqual(first.views["send"]?.frame.minY, 211)
        XCTAssertEqual(recording.frames[9].views["notes"]?.frame.height, 57, "at 0.9 s, after the first animation")
        XCTAssertEqual(last.views["notes"]?.frame.height, 77)
        XCTAssertEqual(last.views["send"]?.frame.minY, 251)
        XCTAssertEqual(last.views["notes"]?.className, "UITextView")
        XCTAssertEqual(last.views["notes"]?.isControl, false)
        XCTAssertEqual(last.views["name"]?.isControl, true)
        try assertTwin("text-inputs", recording, overlays: [])
    }

    func testValueControls() async throws {
        final class Controller: UIViewController {
            let period = UISegmentedControl(items: ["Day", "Week", "Month"]), volume = UISlider(), download = UIProgressView()
            let count = UIStepper(), loading = UIActivityIndicatorView(style: .large), syncing = UIActivityIndicatorView()
            let pages = UIPageControl()
            override func viewDidLoad() {
                super.viewDidLoad()
                period.selectedSegmentIndex = 0
                volume.value = 0.25
                download.progress = 0.3
                count.maximumValue = 100
                count.value = 98
                loading.startAnimating()
                syncing.startAnimating()
                pages.numberOfPages = 5
                pages.currentPage = 0
                for (id, v) in [("period", period), ("volume", volume), ("download", download), ("count", count),
                                ("loading", loading), ("syncing", syncing), ("pages", pages)] as [(String, UIView)] {
                    v.accessibilityIdentifier = id
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                NSLayoutConstraint.activate([
                    period.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    period.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    volume.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    volume.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    volume.topAnchor.constraint(equalTo: period.bottomAnchor, constant: 20),
                    download.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    download.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    download.topAnchor.constraint(equalTo: volume.bottomAnchor, constant: 20),
                    count.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    count.topAnchor.constraint(equalTo: download.bottomAnchor, constant: 20),
                    loading.leadingAnchor.constraint(equalTo: count.trailingAnchor, constant: 20),
                    loading.centerYAnchor.constraint(equalTo: count.centerYAnchor),
                    syncing.leadingAnchor.constraint(equalTo: loading.trailingAnchor, constant: 20),
                    syncing.centerYAnchor.constraint(equalTo: count.centerYAnchor),
                    pages.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    pages.topAnchor.constraint(equalTo: count.bottomAnchor, constant: 20),
                ].namedAsTimeline())
            }
        }
        let vc = Controller()
        let recording = try Simulator(size: CGSize(width: 375, height: 300)).record(vc, fps: 10) { script in
            script.at(0.5) {
                vc.period.selectedSegmentIndex = 2
                vc.volume.value = 0.8
                vc.download.progress = 0.75
                vc.count.value = 100
                vc.syncing.stopAnimating()
                vc.pages.currentPage = 3
            }
        }
        // UIKit's sizes (docs/controls.md), placed by hand: slider 375 − 32 = 343 wide and
        // 31 tall at 20 + 32 + 20 = 72; progress 4 tall at 72 + 31 + 20 = 123; stepper
        // 94 × 32 at 127 + 20 = 147; the large indicator 37 × 37 at 16 + 94 + 20 = 130,
        // centred on the stepper (163 − 18.5 = 144.5); the medium one 20 × 20 at
        // 130 + 37 + 20 = 187, y 163 − 10 = 153; five pages 2 × 12 + 5 × 16 = 104 wide,
        // 26 tall, centred: x (375 − 104) / 2 = 135.5, y 179 + 20 = 199.
        let last = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(last.views["volume"]?.frame, CGRect(x: 16, y: 72, width: 343, height: 31))
        XCTAssertEqual(last.views["download"]?.frame, CGRect(x: 16, y: 123, width: 343, height: 4))
        XCTAssertEqual(last.views["count"]?.frame, CGRect(x: 16, y: 147, width: 94, height: 32))
        XCTAssertEqual(last.views["loading"]?.frame, CGRect(x: 130, y: 144.5, width: 37, height: 37))
        XCTAssertEqual(last.views["syncing"]?.frame, CGRect(x: 187, y: 153, width: 20, height: 20))
        XCTAssertEqual(last.views["pages"]?.frame, CGRect(x: 135.5, y: 199, width: 104, height: 26))
        XCTAssertEqual(last.views["period"]?.frame.height, 32)
        XCTAssertEqual(last.views["period"]?.className, "UISegmentedControl")
        XCTAssertEqual(last.views["period"]?.isControl, true)
        XCTAssertEqual(last.views["download"]?.isControl, false)
        XCTAssertEqual(vc.loading.contentHuggingPriority(for: .vertical), .defaultHigh)
        XCTAssertEqual(vc.download.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(vc.download.contentHuggingPriority(for: .vertical), .defaultHigh)
        XCTAssertEqual(vc.volume.contentHuggingPriority(for: .vertical), .defaultLow)
        XCTAssertEqual(vc.count.contentHuggingPriority(for: .horizontal), .defaultHigh)
        XCTAssertEqual(vc.pages.size(forNumberOfPages: 3), CGSize(width: 72, height: 26))
        // UIKit pins what it is given: a slider's value to its range, a page to the pages.
        vc.volume.value = 7
        XCTAssertEqual(vc.volume.value, 1)
        vc.pages.currentPage = 9
        XCTAssertEqual(vc.pages.currentPage, 4)
        try assertTwin("value-controls", recording, overlays: [])
    }

    /// UIKit raises NSInvalidArgumentException for a step of 0; here it is reported and
    /// the step keeps its value.
    func testAStepOfZeroIsUIKitsInvalidArgument() {
        let stepper = UIStepper()
        let reported = UIKitError.reported { stepper.stepValue = 0 }
        XCTAssertEqual(reported.map(\.exceptionName), ["NSInvalidArgumentException"])
        XCTAssertEqual(stepper.stepValue, 1)
        stepper.stepValue = 5
        XCTAssertEqual(stepper.stepValue, 5)
    }

    func testImageViews() async throws {
        let images = TimelineTwin.timelines.appendingPathComponent("images")
        final class Controller: UIViewController {
            let avatar: UIImageView, star: UIImageView, banner: UIImageView
            init(images: URL) {
                avatar = UIImageView(image: UIImage(contentsOfFile: images.appendingPathComponent("avatar@2x.png").path))
                star = UIImageView(image: UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
                banner = UIImageView(image: UIImage(contentsOfFile: images.appendingPathComponent("landscape.png").path))
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                banner.contentMode = .scaleAspectFit
                banner.clipsToBounds = true
                banner.backgroundColor = hex(0xE5E5EA)
                for (id, v) in [("avatar", avatar), ("star", star), ("banner", banner)] {
                    v.accessibilityIdentifier = id
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                NSLayoutConstraint.activate([
                    avatar.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    avatar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    star.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 16),
                    star.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    banner.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 20),
                    banner.heightAnchor.constraint(equalToConstant: 120),
                ].namedAsTimeline())
            }
        }
        let vc = Controller(images: images)
        let recording = try Simulator(size: CGSize(width: 375, height: 260)).record(vc, fps: 10) { script in
            script.at(0.5) { vc.banner.contentMode = .scaleAspectFill }
        }
        // By hand: 120 px at @2x is 60 pt; a 20 pt symbol's placeholder is 1.2 × 20 = 24 pt,
        // centred on the avatar (50 − 12 = 38) 16 pt after it (16 + 60 + 16 = 92).
        XCTAssertEqual(vc.avatar.image?.size, CGSize(width: 60, height: 60))
        XCTAssertEqual(vc.avatar.image?.scale, 2)
        XCTAssertEqual(vc.banner.image?.size, CGSize(width: 200, height: 100))
        XCTAssertEqual(vc.star.intrinsicContentSize, CGSize(width: 24, height: 24))
        XCTAssertEqual(vc.avatar.contentHuggingPriority(for: .horizontal), .defaultLow)
        let last = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(last.views["avatar"]?.frame, CGRect(x: 16, y: 20, width: 60, height: 60))
        XCTAssertEqual(last.views["star"]?.frame, CGRect(x: 92, y: 38, width: 24, height: 24))
        XCTAssertEqual(last.views["banner"]?.frame, CGRect(x: 16, y: 100, width: 343, height: 120))
        XCTAssertEqual(last.views["banner"]?.className, "UIImageView")
        XCTAssertEqual(last.views["banner"]?.isControl, false)
        // UIKit's failable initialisers: no file, or bytes that are not a PNG, give nil.
        XCTAssertNil(UIImage(contentsOfFile: images.appendingPathComponent("missing.png").path))
        XCTAssertNil(UIImage(data: Data("not a png".utf8)))
        try assertTwin("image-views", recording, overlays: [])
    }
}
