import AnimRenderUIKit
import XCTest

/// Timelines/ examples of scroll views, written with the Swift API.
@MainActor
final class ScrollTwinTests: XCTestCase {
    /// The keyboard-avoidance pattern, as an app writes it in its keyboard notification
    /// handler: the keyboard's height less the safe area into `contentInset.bottom` inside
    /// the keyboard's animation, then `scrollRectToVisible` for the focused field.
    func testKeyboardAvoidance() async throws {
        final class Controller: UIViewController {
            static let fieldNames = [("name", "Name"), ("email", "Email"), ("phone", "Phone"), ("street", "Street"),
                                     ("city", "City"), ("postcode", "Postcode"), ("country", "Country"),
                                     ("company", "Company"), ("website", "Website"), ("notes", "Notes")]
            let scroll = UIScrollView(), form = UIView(), formTitle = UILabel(), fields = UIStackView()
            let rows: [(field: UIView, placeholder: UILabel)] = fieldNames.map { _ in (UIView(), UILabel()) }
            let keyboard = UIView()
            var keyboardHidden: NSLayoutConstraint!, keyboardShown: NSLayoutConstraint!
            var notes: UIView { rows[rows.count - 1].field }

            override func viewDidLoad() {
                super.viewDidLoad()
                scroll.accessibilityIdentifier = "scroll"
                scroll.backgroundColor = hex(0xF2F2F7)
                scroll.alwaysBounceVertical = true
                form.accessibilityIdentifier = "form"
                formTitle.accessibilityIdentifier = "title"
                formTitle.text = "Edit profile"
                formTitle.font = .systemFont(ofSize: 28, weight: .bold)
                fields.accessibilityIdentifier = "fields"
                fields.axis = .vertical
                fields.spacing = 12
                keyboard.accessibilityIdentifier = "keyboard"
                keyboard.backgroundColor = hex(0xD1D3D9)
                for v in [scroll, form, formTitle, fields, keyboard] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
                view.addSubview(scroll)
                scroll.addSubview(form)
                form.addSubview(formTitle)
                form.addSubview(fields)
                for ((id, text), row) in zip(Self.fieldNames, rows) {
                    row.field.accessibilityIdentifier = id
                    row.field.backgroundColor = .white
                    row.field.layer.cornerRadius = 10
                    row.field.layer.borderWidth = 1
                    row.field.layer.borderColor = hex(0xC6C6C8).cgColor
                    row.placeholder.accessibilityIdentifier = id + "Placeholder"
                    row.placeholder.text = text
                    row.placeholder.textColor = hex(0x8E8E93)
                    row.placeholder.translatesAutoresizingMaskIntoConstraints = false
                    fields.addArrangedSubview(row.field)
                    row.field.addSubview(row.placeholder)
                }
                view.addSubview(keyboard)
                let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
                var cs = [
                    scroll.topAnchor.constraint(equalTo: view.topAnchor),
                    scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    form.topAnchor.constraint(equalTo: content.topAnchor),
                    form.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                    form.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                    form.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                    form.widthAnchor.constraint(equalTo: frame.widthAnchor),
                    formTitle.topAnchor.constraint(equalTo: form.topAnchor, constant: 16),
                    formTitle.leadingAnchor.constraint(equalTo: form.leadingAnchor, constant: 20),
                    fields.topAnchor.constraint(equalTo: formTitle.bottomAnchor, constant: 16),
                    fields.leadingAnchor.constraint(equalTo: form.leadingAnchor, constant: 16),
                    fields.trailingAnchor.constraint(equalTo: form.trailingAnchor, constant: -16),
                    fields.bottomAnchor.constraint(equalTo: form.bottomAnchor, constant: -24),
                ]
                for row in rows {
                    let isNotes = row.field === rows.last?.field
                    cs += [row.field.heightAnchor.constraint(equalToConstant: isNotes ? 88 : 44),
                           row.placeholder.leadingAnchor.constraint(equalTo: row.field.leadingAnchor, constant: 12),
                           isNotes ? row.placeholder.topAnchor.constraint(equalTo: row.field.topAnchor, constant: 12)
                                   : row.placeholder.centerYAnchor.constraint(equalTo: row.field.centerYAnchor)]
                }
                cs += [keyboard.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                       keyboard.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                       keyboard.heightAnchor.constraint(equalToConstant: 335)]
                keyboardHidden = keyboard.topAnchor.constraint(equalTo: view.bottomAnchor)
                keyboardHidden.identifier = "keyboardHidden"
                keyboardShown = keyboard.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                keyboardShown.identifier = "keyboardShown"
                NSLayoutConstraint.activate(cs.namedAsTimeline() + [keyboardHidden])
            }

            /// `keyboardWillShow`: a 335 pt keyboard, UIKit's 0.25 s.
            func keyboardWillShow() {
                UIView.animate(withDuration: 0.25) {
                    self.keyboardHidden.isActive = false
                    self.keyboardShown.isActive = true
                    self.scroll.contentInset.bottom = 335 - self.view.safeAreaInsets.bottom
                    self.view.layoutIfNeeded()
                }
                scroll.scrollRectToVisible(notes.convert(notes.bounds, to: scroll), animated: true)
            }
        }
        let vc = Controller()
        let recording = try Simulator(device: "iPhone X").record(vc, fps: 30) { script in
            script.at(0.3) { vc.keyboardWillShow() }
        }
        // Worked out by hand: the form is 16 + 34 (a 28 pt bold title: 28 × 2444/2048 =
        // 33.4, rounded up) + 16 + nine 44 pt fields, the 88 pt notes field and nine 12 pt
        // gaps (592) + 24 = 682 tall; it bounces vertically, so the adjusted inset takes the
        // notch and home indicator (44, 34) in and it rests at −44. The notes field is at
        // 66 + 9 × 56 = 570 … 658 in the content; with the keyboard the bottom inset is
        // 301 + 34 = 335, so the least offset that shows it is 658 − (812 − 335) = 181
        // (within 682 + 335 − 812 = 205), reached 0.33 s after 0.3.
        let first = recording.frames[0], last = try XCTUnwrap(recording.frames.last)
        XCTAssertEqual(first.views["scroll"]?.bounds.origin, CGPoint(x: 0, y: -44))
        XCTAssertEqual(first.views["form"]?.frame, CGRect(x: 0, y: 0, width: 375, height: 682))
        XCTAssertEqual(vc.notes.convert(vc.notes.bounds, to: vc.scroll), CGRect(x: 16, y: 570, width: 343, height: 88))
        XCTAssertEqual(last.views["scroll"]?.bounds.origin, CGPoint(x: 0, y: 181))
        XCTAssertEqual(vc.scroll.adjustedContentInset, UIEdgeInsets(top: 44, left: 0, bottom: 335, right: 0))
        XCTAssertEqual(last.views["keyboard"]?.frame.minY, 477)
        try assertTwin("keyboard-avoidance", recording, overlays: [])
    }
}
