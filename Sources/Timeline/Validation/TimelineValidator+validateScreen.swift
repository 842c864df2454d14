import Geometry
import Playback

extension TimelineValidator {
    /// `screen`: a device or a bare size (exactly one), the starting orientation, the
    /// layout direction, the text size and the appearance.
    func validateScreen(_ w: WireScreen) -> (spec: ScreenSpec, orientation: Located<InterfaceOrientation>?)? {
        guard var result = validateScreenShape(w) else { return nil }
        if let dir = w.layoutDirection.flatMap({ d.name($0, as: LayoutDirection.self, what: "layout direction") }) {
            result.spec.layoutDirection = dir
        }
        if let c = w.contentSizeCategory.flatMap({ d.name($0, as: ContentSizeCategory.self, what: "content size category") }) {
            result.spec.contentSizeCategory = c
        }
        if let s = w.userInterfaceStyle.flatMap({ d.name($0, as: UserInterfaceStyle.self, what: "user interface style") }) {
            result.spec.userInterfaceStyle = s
        }
        return result
    }

    /// The device or size, and the orientation.
    private func validateScreenShape(_ w: WireScreen) -> (spec: ScreenSpec, orientation: Located<InterfaceOrientation>?)? {
        let orientation = w.orientation.flatMap { o in
            d.name(o, as: InterfaceOrientation.self, what: "interface orientation").map { v in o.map { _ in v } }
        }
        let initial = orientation?.value ?? .portrait
        switch (w.device, w.size) {
        case (let device?, nil):
            if let safe = w.safeArea {
                d.error(at: safe, "'safeArea' goes with 'size'; a device has its own safe area", fix: "remove 'safeArea' or use 'size'")
            }
            guard let dev = d.name(device, in: Device.all.map { ($0.name, $0) }, what: "device") else { return nil }
            return (ScreenSpec(device: dev, orientation: initial), orientation)
        case (nil, let size?):
            guard let s = d.size(size, in: .screenLength, what: "a screen size [width, height]") else { return nil }
            let safe = w.safeArea.map { d.insets($0, missing: 0, in: .length) } ?? .zero
            guard let safe else { return nil }
            // Insets that overlap would give the safe-area guide a negative size: every
            // view pinned to it would be laid out upside down, and nothing would say so.
            if let at = w.safeArea, safe.top + safe.bottom > s.height || safe.left + safe.right > s.width {
                let sides = [("top", safe.top), ("left", safe.left), ("bottom", safe.bottom), ("right", safe.right)]
                    .map { "\($0.0) \($0.1.shortDescription)" }.joined(separator: ", ")
                d.error(at: at, "the safe area's insets (\(sides)) leave no room on a \(s) screen",
                        fix: "keep top + bottom within the height and left + right within the width")
                return nil
            }
            return (ScreenSpec(size: s, safeArea: safe, orientation: initial), orientation)
        case (_?, _?):
            d.error(at: w.size!, .conflictingFields("device", "size", why: "both describe the screen"), fix: "keep one of them")
            return nil
        case (nil, nil):
            if w.hasDevice || d.isMisspelt("device", in: w.at.path) || d.isMisspelt("size", in: w.at.path) { return nil }
            d.error(at: w.at.position, path: w.at.path, "missing 'device' or 'size'",
                    fix: "add \"device\": \"iPhone X\" or \"size\": [375, 812]")
            return nil
        }
    }

    /// The app's and controller's masks, their defaults, and the checks UIKit makes: the
    /// intersection must not be empty, and the starting orientation must be allowed.
    func validateMasks(_ w: WireDocument, screen: ScreenSpec, initial: Located<InterfaceOrientation>?)
        -> (app: InterfaceOrientationMask, controller: InterfaceOrientationMask, allowed: InterfaceOrientationMask) {
        let appValue = w.app?.supportedOrientations
        let controllerValue = w.controller?.supportedOrientations
        let app = appValue.flatMap { mask($0) } ?? .all
        let controller = controllerValue.flatMap { mask($0) } ?? (screen.device?.defaultControllerOrientations ?? .allButUpsideDown)
        let common = app.intersection(controller)
        let allowed = common.intersection(screen.supportedOrientations)
        let blame = controllerValue ?? appValue
        if common.isEmpty {
            if let blame {
                d.error(at: blame, "the app (\(app)) and the controller (\(controller)) support no orientation in common",
                        fix: "UIKit raises UIApplicationInvalidInterfaceOrientation; make the masks overlap")
            }
        } else if allowed.isEmpty, let blame {
            d.error(at: blame, "\(screen.device?.name ?? "this screen") cannot show any of \(common)",
                    fix: "allow an orientation other than portraitUpsideDown")
        } else if let initial, !allowed.contains(initial.value) {
            d.error(at: initial, "the screen starts in \(initial.value.rawValue), which the orientation masks forbid (allowed: \(allowed))")
        }
        return (app, controller, allowed)
    }

    /// A mask name, an orientation name, or a list of them.
    func mask(_ v: Located<JSONValue>) -> InterfaceOrientationMask? {
        guard let names = d.stringOrList(v) else { return nil }
        if names.isEmpty { d.error(at: v, "empty orientation list", fix: "name at least one orientation"); return nil }
        var result: InterfaceOrientationMask = []
        var ok = true
        for n in names {
            if let m = d.name(n, in: InterfaceOrientationMask.namedMasks.map { ($0.name, $0.mask) }, what: "orientation mask") {
                result.formUnion(m)
            } else { ok = false }
        }
        return ok ? result : nil
    }
}
